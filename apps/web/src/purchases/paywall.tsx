import {
  MANAGE_SUBSCRIPTION_URLS,
  PREMIUM_BENEFITS,
  type ProductId,
  purchaseMessages,
} from '@huey/contracts'
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonSpinner,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { checkmarkCircle, close, sparkles } from 'ionicons/icons'
import { useState } from 'react'
import type { Offer } from './prices'
import type { PurchaseAction } from './purchases'
import { usePurchases } from './purchases-provider'
import './paywall.css'

const periodWord = { month: 'month', year: 'year' } as const
const planName = { month: 'monthly', year: 'yearly' } as const

/** Parents confirm a child's account before the child can buy (DESIGN.md, Ages). */
const needsParent = (consent: string | undefined) => consent === 'pending' || consent === 'declined'

const webStoreNote = {
  sandbox: 'Test store: subscribing starts a free 30-day test subscription. Nothing is charged.',
  none: 'Premium is not sold on this website yet. You can subscribe in the Huey app for iPhone or Android, then restore it here.',
} as const

/**
 * What premium gives, its prices, and the way to buy, restore or manage it; `imageId` is the locked
 * picture it was opened for, if any.
 */
export function Paywall({
  imageId,
  onSignIn,
  onClose,
}: {
  readonly imageId?: string
  readonly onSignIn: () => void
  readonly onClose: () => void
}) {
  const { purchases, state, profile, loggedIn } = usePurchases()
  const [chosen, setChosen] = useState<ProductId | null>(null)
  const { store, offers, busy, status } = state
  const native = store === 'apple' || store === 'google'
  const askParent = loggedIn && needsParent(profile.parentConsent)
  const canBuy =
    loggedIn && !askParent && !profile.premium && status === 'ready' && store !== 'none'
  const label = (action: PurchaseAction, text: string) =>
    busy === action ? <IonSpinner name="dots" aria-label={`${text}…`} /> : text

  const price = (offer: Offer) => (
    <span className="paywall-price">
      <strong>{offer.price}</strong> per {periodWord[offer.period]}
    </span>
  )

  return (
    <>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Huey Premium</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label="Close">
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding paywall">
        <IonIcon className="paywall-badge" icon={sparkles} aria-hidden="true" />
        <h2>Colour everything with Premium</h2>
        <ul className="paywall-benefits" aria-label="What premium gives">
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit}>
              <IonIcon icon={checkmarkCircle} color="success" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>

        {profile.premium ? <p className="paywall-note">You have premium. Enjoy!</p> : null}
        {state.owned && !profile.premium ? (
          <p className="paywall-note">
            This store account has a subscription. Restore purchases to use it here.
          </p>
        ) : null}
        {status === 'loading' ? <IonSpinner aria-label="Loading the prices" /> : null}
        {status === 'failed' ? (
          <div className="paywall-note" role="alert">
            <p>{purchaseMessages.storeUnavailable}</p>
            <IonButton fill="outline" size="small" onClick={() => void purchases.start()}>
              Try again
            </IonButton>
          </div>
        ) : null}
        {status === 'ready' && store === 'none' ? (
          <p className="paywall-note">{webStoreNote.none}</p>
        ) : null}

        {status === 'ready' && store !== 'none' && !profile.premium ? (
          <ul className="paywall-offers" aria-label="Plans">
            {offers.map((offer) => (
              <li key={offer.productId} className="paywall-offer">
                {price(offer)}
                {canBuy ? (
                  <IonButton
                    disabled={busy !== null}
                    onClick={() => {
                      setChosen(offer.productId)
                      void purchases.buy(offer.productId, imageId)
                    }}
                  >
                    {chosen === offer.productId
                      ? label('subscribe', `Subscribe ${planName[offer.period]}`)
                      : `Subscribe ${planName[offer.period]}`}
                  </IonButton>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}

        {state.pending ? <p className="paywall-note">{purchaseMessages.pending}</p> : null}
        {status === 'ready' && store === 'sandbox' && canBuy ? (
          <p className="paywall-small">{webStoreNote.sandbox}</p>
        ) : null}

        {!loggedIn && !profile.premium ? (
          <IonButton expand="block" onClick={onSignIn}>
            {purchaseMessages.signInToSubscribe}
          </IonButton>
        ) : null}
        {askParent ? (
          <div className="paywall-parent" role="note">
            <h3>{purchaseMessages.askParent}</h3>
            <p>{purchaseMessages.askParentExplained}</p>
          </div>
        ) : null}

        <div className="paywall-links">
          {loggedIn ? (
            <IonButton
              fill="clear"
              size="small"
              disabled={busy !== null}
              onClick={() => void purchases.restore()}
            >
              {label('restore', 'Restore purchases')}
            </IonButton>
          ) : null}
          {native ? (
            <a href={MANAGE_SUBSCRIPTION_URLS[store]} target="_blank" rel="noopener noreferrer">
              Manage subscription
            </a>
          ) : null}
          {store === 'stripe' && loggedIn ? (
            <IonButton
              fill="clear"
              size="small"
              disabled={busy !== null}
              onClick={() => void purchases.manage()}
            >
              {label('manage', 'Manage subscription')}
            </IonButton>
          ) : null}
        </div>
      </IonContent>
    </>
  )
}
