import { IonModal } from '@ionic/react'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { closedByPerson } from '../lib/url-modal'
import { useSearchUpdate } from '../lib/use-search-update'
import { Paywall } from './paywall'
import { PAYWALL_PARAM } from './paywall-search'
import { usePurchases } from './purchases-provider'

/**
 * Shows the paywall over whatever page is showing when the URL says `?paywall=<imageId>`. When the
 * profile turns premium (bought, restored, or a premium user arriving), it gives way to the
 * colouring screen of the picture that opened it, without a reload.
 */
export function PaywallHost() {
  const [params] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const navigate = useNavigate()
  const location = useLocation()
  const { purchases, profile } = usePurchases()
  const opener = params.get(PAYWALL_PARAM)
  const open = opener !== null

  useEffect(() => {
    if (open) void purchases.start()
  }, [open, purchases])

  // Premium when the paywall opened (a subscriber managing theirs) keeps it open on the profile.
  const premiumAtOpen = useRef<boolean | null>(null)
  useEffect(() => {
    premiumAtOpen.current = open ? (premiumAtOpen.current ?? Boolean(profile.premium)) : null
  }, [open, profile.premium])

  useEffect(() => {
    if (opener === null || !profile.premium) return
    if (!opener && premiumAtOpen.current) return
    updateSearch((next) => {
      next.delete(PAYWALL_PARAM)
      if (opener) next.set('paint', opener)
    })
  }, [opener, profile.premium, updateSearch])

  const close = () => {
    if (window.history.state?.idx > 0) navigate(-1)
    else updateSearch((next) => next.delete(PAYWALL_PARAM))
  }

  const signIn = () =>
    navigate(`/sign-in?${new URLSearchParams({ next: location.pathname + location.search })}`)

  return (
    <IonModal
      isOpen={open}
      onDidDismiss={(event) => closedByPerson(event) && close()}
      className="paywall-modal"
    >
      <Paywall imageId={opener || undefined} onSignIn={signIn} onClose={close} />
    </IonModal>
  )
}
