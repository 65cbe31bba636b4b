import { MANAGE_SUBSCRIPTION_URLS, type ProductId } from '@huey/contracts'
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
import { Trans, useTranslation } from 'react-i18next'
import type { Offer } from './prices'
import type { PurchaseAction } from './purchases'
import { usePurchases } from './purchases-provider'
import './paywall.css'

const perPeriod = { month: 'paywall.perMonth', year: 'paywall.perYear' } as const
const subscribe = { month: 'paywall.subscribeMonthly', year: 'paywall.subscribeYearly' } as const
const benefits = ['pictures', 'archive', 'noAds'] as const

/** Parents confirm a child's account before the child can buy (DESIGN.md, Ages). */
const needsParent = (consent: string | undefined) => consent === 'pending' || consent === 'declined'

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
  const { t } = useTranslation()
  const { store, offers, busy, status } = state
  const native = store === 'apple' || store === 'google'
  const askParent = loggedIn && needsParent(profile.parentConsent)
  const canBuy =
    loggedIn && !askParent && !profile.premium && status === 'ready' && store !== 'none'
  const label = (action: PurchaseAction, text: string) =>
    busy === action ? (
      <IonSpinner name="dots" aria-label={t('profile.busy', { action: text })} />
    ) : (
      text
    )

  const price = (offer: Offer) => (
    <span className="paywall-price">
      <Trans
        i18nKey={perPeriod[offer.period]}
        values={{ price: offer.price }}
        components={{ price: <strong /> }}
      />
    </span>
  )

  return (
    <>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('paywall.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label={t('common.close')}>
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding paywall">
        <IonIcon className="paywall-badge" icon={sparkles} aria-hidden="true" />
        <h2>{t('paywall.headline')}</h2>
        <ul className="paywall-benefits" aria-label={t('paywall.benefitsLabel')}>
          {benefits.map((benefit) => (
            <li key={benefit}>
              <IonIcon icon={checkmarkCircle} color="success" aria-hidden="true" />
              {t(`paywall.benefits.${benefit}`)}
            </li>
          ))}
        </ul>

        {profile.premium ? <p className="paywall-note">{t('paywall.havePremium')}</p> : null}
        {state.owned && !profile.premium ? (
          <p className="paywall-note">{t('paywall.storeOwned')}</p>
        ) : null}
        {status === 'loading' ? <IonSpinner aria-label={t('paywall.loadingPrices')} /> : null}
        {status === 'failed' ? (
          <div className="paywall-note" role="alert">
            <p>{t('purchase.storeUnavailable')}</p>
            <IonButton fill="outline" size="small" onClick={() => void purchases.start()}>
              {t('common.retry')}
            </IonButton>
          </div>
        ) : null}
        {status === 'ready' && store === 'none' ? (
          <p className="paywall-note">{t('paywall.notSold')}</p>
        ) : null}

        {status === 'ready' && store !== 'none' && !profile.premium ? (
          <ul className="paywall-offers" aria-label={t('paywall.plans')}>
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
                      ? label('subscribe', t(subscribe[offer.period]))
                      : t(subscribe[offer.period])}
                  </IonButton>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}

        {state.pending ? <p className="paywall-note">{t('purchase.pending')}</p> : null}
        {status === 'ready' && store === 'sandbox' && canBuy ? (
          <p className="paywall-small">{t('paywall.sandbox')}</p>
        ) : null}

        {!loggedIn && !profile.premium ? (
          <IonButton expand="block" onClick={onSignIn}>
            {t('purchase.signInToSubscribe')}
          </IonButton>
        ) : null}
        {askParent ? (
          <div className="paywall-parent" role="note">
            <h3>{t('purchase.askParent')}</h3>
            <p>{t('purchase.askParentExplained')}</p>
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
              {label('restore', t('paywall.restore'))}
            </IonButton>
          ) : null}
          {native ? (
            <a href={MANAGE_SUBSCRIPTION_URLS[store]} target="_blank" rel="noopener noreferrer">
              {t('paywall.manage')}
            </a>
          ) : null}
          {store === 'stripe' && loggedIn ? (
            <IonButton
              fill="clear"
              size="small"
              disabled={busy !== null}
              onClick={() => void purchases.manage()}
            >
              {label('manage', t('paywall.manage'))}
            </IonButton>
          ) : null}
        </div>
      </IonContent>
    </>
  )
}
