import { i18n } from '../i18n/i18n'
import { translateMessage } from '../i18n/messages'
import { onUnauthorized, setTokenSource } from '../lib/api-client'
import { showToast } from '../lib/toasts'
import { forgetAccount } from '../storage/account-space'
import { readToken } from '../storage/local-storage'
import { flushOutbox } from '../storage/outbox'
import { currentOwner, ownerOfToken } from '../storage/owner'
import { AccountSecurity } from './account-security'
import { AuthService } from './auth-service'
import { profileStore } from './profile-store'
import { createSocialAuth, type SocialAuth } from './social-login'

let social: SocialAuth = createSocialAuth({
  googleWebClientId: import.meta.env.VITE_GOOGLE_WEB_CLIENT_ID,
  googleIosClientId: import.meta.env.VITE_GOOGLE_IOS_CLIENT_ID,
  facebookAppId: import.meta.env.VITE_FACEBOOK_APP_ID,
  appleClientId: import.meta.env.VITE_APPLE_CLIENT_ID,
  appleRedirectUrl: import.meta.env.VITE_APPLE_REDIRECT_URL,
})

/** The app's auth service, on the shared profile store. */
export const authService = new AuthService({
  profile: profileStore,
  device: {
    owner: currentOwner,
    ownerOf: ownerOfToken,
    send: async () => (await flushOutbox()).left,
    forget: forgetAccount,
  },
  // Each call goes to the provider of the moment: the e2e build replaces it after start-up.
  social: {
    appleCredential: () => social.appleCredential(),
    googleIdToken: () => social.googleIdToken(),
    facebookAccessToken: () => social.facebookAccessToken(),
    signOut: (providers) => social.signOut(providers),
  },
})

/** Verifying the address, passwords and signed-in devices; messages in the reader's language. */
export const accountSecurity = new AccountSecurity({
  toast: (message, color) => void showToast(translateMessage(message), color),
  failedMessage: () => i18n.t('account.failed'),
  endSession: () => {
    const token = readToken()
    if (token) authService.endExpiredSession(token)
  },
})

// Every call carries the stored session token.
setTokenSource(readToken)

// A call answered 401 with the stored token: the session ended elsewhere (logout, deletion, expiry).
onUnauthorized((sentToken, message) => authService.endExpiredSession(sentToken, message))

/** Swaps the social sign-in provider (the e2e build drives the web flow with tokens the test signed). */
export function replaceSocialAuth(replacement: SocialAuth): void {
  social = replacement
}

export function socialAuth(): SocialAuth {
  return social
}
