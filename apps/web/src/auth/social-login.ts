import { Capacitor } from '@capacitor/core'
import { SocialLogin } from '@capgo/capacitor-social-login'

/** Google and Facebook sign-in as the auth service needs them: a token or nothing. */
export interface SocialAuth {
  readonly googleEnabled: boolean
  readonly facebookEnabled: boolean
  googleIdToken(): Promise<string | null | undefined>
  facebookAccessToken(): Promise<string | null | undefined>
  /** Signs out of whichever of these providers are set up here. */
  signOut(providers: readonly string[]): Promise<void>
}

export interface SocialConfig {
  readonly googleWebClientId?: string
  readonly googleIosClientId?: string
  readonly facebookAppId?: string
}

/**
 * One Capacitor plugin on web, iOS and Android. Google asks for profile and email; Facebook for
 * email and public_profile, its web SDK only set up when not running as a native app (SPEC.md 7).
 */
export function createSocialAuth(config: SocialConfig): SocialAuth {
  const native = Capacitor.isNativePlatform()
  const googleEnabled = Boolean(config.googleWebClientId)
  const facebookEnabled = Boolean(config.facebookAppId)
  let ready: Promise<void> | undefined
  const initialize = () => {
    ready ??= SocialLogin.initialize({
      ...(googleEnabled
        ? {
            google: {
              webClientId: config.googleWebClientId,
              iOSClientId: config.googleIosClientId,
              iOSServerClientId: config.googleWebClientId,
              mode: 'online',
            },
          }
        : {}),
      ...(facebookEnabled && !native ? { facebook: { appId: config.facebookAppId ?? '' } } : {}),
    })
    return ready
  }
  return {
    googleEnabled,
    facebookEnabled,
    async googleIdToken() {
      await initialize()
      const { result } = await SocialLogin.login({
        provider: 'google',
        // Offline access: ask for a refresh token; the plugin's "offline" mode would return no ID token.
        options: { scopes: ['profile', 'email'], forceRefreshToken: true },
      })
      return 'idToken' in result ? result.idToken : undefined
    },
    async facebookAccessToken() {
      await initialize()
      const { result } = await SocialLogin.login({
        provider: 'facebook',
        options: { permissions: ['email', 'public_profile'] },
      })
      return result.accessToken?.token
    },
    async signOut(providers) {
      const signedIn = (['google', 'facebook'] as const).filter(
        (p) => providers.includes(p) && (p === 'google' ? googleEnabled : facebookEnabled),
      )
      if (signedIn.length === 0) return
      await initialize()
      for (const provider of signedIn) await SocialLogin.logout({ provider })
    },
  }
}
