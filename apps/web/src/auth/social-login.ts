import { Capacitor } from '@capacitor/core'

/** What Sign in with Apple gives the app: the ID token, the nonce in it, the name (first time). */
export interface AppleCredential {
  readonly idToken: string
  readonly nonce: string
  readonly name?: string
}

/** Google, Apple and Facebook sign-in as the auth service needs them: a token or nothing. */
export interface SocialAuth {
  readonly googleEnabled: boolean
  readonly facebookEnabled: boolean
  readonly appleEnabled: boolean
  googleIdToken(): Promise<string | null | undefined>
  appleCredential(): Promise<AppleCredential | null | undefined>
  facebookAccessToken(): Promise<string | null | undefined>
  /** Signs out of whichever of these providers are set up here. */
  signOut(providers: readonly string[]): Promise<void>
}

type Plugin = typeof import('@capgo/capacitor-social-login').SocialLogin

export interface SocialConfig {
  readonly googleWebClientId?: string
  readonly googleIosClientId?: string
  readonly facebookAppId?: string
  /** The Services ID on the web; on iOS the app's own bundle id is used. */
  readonly appleClientId?: string
  readonly appleRedirectUrl?: string
}

/**
 * One Capacitor plugin on web, iOS and Android. Google asks for profile and email; Facebook for
 * email and public_profile, its web SDK only set up when not running as a native app (SPEC.md 7).
 */
export function createSocialAuth(config: SocialConfig): SocialAuth {
  const native = Capacitor.isNativePlatform()
  const googleEnabled = Boolean(config.googleWebClientId)
  const facebookEnabled = Boolean(config.facebookAppId)
  const appleEnabled = Boolean(config.appleClientId)
  let ready: Promise<Plugin> | undefined
  // The plugin (and its web SDK loaders) comes only when someone signs in or out with a provider:
  // it is no part of the first paint of any page.
  const initialize = () => {
    ready ??= import('@capgo/capacitor-social-login').then(async ({ SocialLogin }) => {
      await SocialLogin.initialize({
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
        ...(appleEnabled
          ? { apple: { clientId: config.appleClientId, redirectUrl: config.appleRedirectUrl } }
          : {}),
      })
      return SocialLogin
    })
    return ready
  }
  return {
    googleEnabled,
    facebookEnabled,
    appleEnabled,
    async googleIdToken() {
      const { result } = await (await initialize()).login({
        provider: 'google',
        // Offline access: ask for a refresh token; the plugin's "offline" mode would return no ID token.
        options: { scopes: ['profile', 'email'], forceRefreshToken: true },
      })
      return 'idToken' in result ? result.idToken : undefined
    },
    async appleCredential() {
      const plugin = await initialize()
      // A fresh nonce per sign-in: the server checks that Apple's token carries it (no replay).
      const nonce = crypto.randomUUID()
      const { result } = await plugin.login({
        provider: 'apple',
        options: { scopes: ['name', 'email'], nonce },
      })
      if (!('idToken' in result) || !result.idToken) return undefined
      const profile = 'profile' in result ? result.profile : undefined
      const name = [profile?.givenName, profile?.familyName].filter(Boolean).join(' ')
      return { idToken: result.idToken, nonce, ...(name ? { name } : {}) }
    },
    async facebookAccessToken() {
      const { result } = await (await initialize()).login({
        provider: 'facebook',
        options: { permissions: ['email', 'public_profile'] },
      })
      return result.accessToken?.token
    },
    async signOut(providers) {
      const enabled = { google: googleEnabled, facebook: facebookEnabled, apple: appleEnabled }
      const signedIn = (['google', 'facebook', 'apple'] as const).filter(
        (p) => providers.includes(p) && enabled[p],
      )
      if (signedIn.length === 0) return
      const plugin = await initialize()
      for (const provider of signedIn) await plugin.logout({ provider })
    },
  }
}
