import { authService } from '../auth/auth'
import { profileStore } from '../auth/profile-store'
import { currentLanguage } from '../i18n/i18n'
import { translateMessage } from '../i18n/messages'
import { showToast } from '../lib/toasts'
import { loadNativeStore } from '../purchases/purchase-plugin'
import { type PremiumAccount, Purchases } from '../purchases/purchases'
import { createCheckout, createPortal, fetchPlans } from '../purchases/purchases-api'
import { readToken } from '../storage/local-storage'

/** The account as purchases see it: the shared profile and the auth service's transitions. */
export const premiumAccount: PremiumAccount = {
  profile: profileStore.get,
  subscribe: profileStore.subscribe,
  isLoggedIn: () => authService.isLoggedIn(),
  token: readToken,
  upgrade: () => authService.upgrade(),
  refresh: () => authService.refreshProfile(),
}

const apiBase = (import.meta.env.VITE_API_URL ?? window.location.origin).replace(/\/$/, '')

/** The app's purchases: the device's store on native builds, the server's web store otherwise. */
export const purchases = new Purchases({
  account: premiumAccount,
  api: { fetchPlans, createCheckout, createPortal },
  nativeStore: () => loadNativeStore(),
  validatorUrl: `${apiBase}/purchases/validate`,
  toast: (message, color) => void showToast(translateMessage(message), color),
  go: (url) => window.location.assign(url),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  locale: currentLanguage,
})
