import {
  type AuthOperation,
  consentMailResponseSchema,
  operationMessages,
  parentEmailBodySchema,
  serverMessages,
  TOAST_DEFAULT_COLOR,
  type User,
  userResponseSchema,
  validationMessages,
} from '@huey/contracts'
import { i18n } from '../i18n/i18n'
import {
  readToken,
  removeToken,
  removeUserData,
  writeToken,
  writeUserData,
} from '../storage/local-storage'
import { AuthCalls } from './auth-calls'
import { type AuthDeps, AuthError, type SignUpInput, type VerifyAgeInput } from './auth-types'
import type { Profile } from './profile-store'
import type { AppleCredential } from './social-login'

export type { AuthDeps, SignUpInput, VerifyAgeInput } from './auth-types'
export { AuthError } from './auth-types'

/** verify-age's body: the birthdate only when one is given. */
const ageBody = (input: VerifyAgeInput) => ({
  userId: input.userId,
  ageVerified: input.ageVerified,
  ...(input.birthdate ? { birthdate: input.birthdate } : {}),
})

/**
 * The account calls of SPEC.md sections 4 to 8, to the letter: validation before any call, the
 * state transitions in their order, and on every failure a danger toast, then an error with the
 * same message (the server's `error`, else the operation's default; "unexpected" when no answer).
 */
export class AuthService extends AuthCalls {
  constructor(private readonly deps: AuthDeps) {
    super(deps)
  }

  isLoggedIn(): boolean {
    return readToken() !== null
  }

  private clearSession(): void {
    removeToken()
    removeUserData()
    this.deps.profile.set({})
  }

  /** Ends everything of an account on this device; a failure there is logged, never blocking. */
  private async forgetOnDevice(owner: string | undefined): Promise<void> {
    if (owner === undefined) return
    try {
      await this.deps.device?.forget(owner)
    } catch (error) {
      this.log('The device kept some data of the account', error)
    }
  }

  /**
   * The server answered 401 to a call that carried `sentToken`: that session is over, so it is
   * forgotten, unless another sign-in has stored a new token meanwhile, and the user is told. An
   * account deleted (on another device, say) is ended here too; a session merely ended keeps the
   * account's space, hidden, so its unsent paintings go when the same account signs in again.
   */
  endExpiredSession(sentToken: string, serverMessage?: string): void {
    if (readToken() !== sentToken) return
    const deleted = serverMessage === serverMessages.accountDeleted
    const owner = this.deps.device?.ownerOf(sentToken)
    this.clearSession()
    this.toast(i18n.t(deleted ? 'notices.accountGone' : 'notices.signedOutElsewhere'), 'warning')
    if (deleted) void this.forgetOnDevice(owner)
  }

  /** Google's path (SPEC.md section 4): the profile is stored, then the token. */
  private keepSession(operation: AuthOperation, data: unknown): Profile {
    const { token, user: profile } = this.sessionFrom(operation, data)
    writeUserData(profile)
    this.deps.profile.set(profile)
    writeToken(token)
    return profile
  }

  async signUp(input: SignUpInput): Promise<unknown> {
    const { email, password, name, birthdate, parentEmail } = input
    if (!email || !password || !name || !birthdate) this.fail(validationMessages.signUpRequired)
    const body = { email, password, name, birthdate, ...(parentEmail ? { parentEmail } : {}) }
    const answer = await this.call('signUp', () => this.request('POST', '/auth/signup', { body }))
    this.clearSession()
    return answer
  }

  async signIn(email: string | undefined, password: string | undefined): Promise<Profile> {
    if (!email || !password) this.fail(validationMessages.signInRequired)
    const data = await this.call('signIn', () =>
      this.request('POST', '/auth/signin', { body: { email, password } }),
    )
    const { token, user: profile } = this.sessionFrom('signIn', data)
    writeToken(token)
    writeUserData(profile)
    this.deps.profile.set(profile)
    return profile
  }

  async signInWithGoogle(): Promise<Profile> {
    let idToken: string | null | undefined
    try {
      idToken = await this.deps.social.googleIdToken()
    } catch (error) {
      this.log('Google sign-in was not completed', error)
      return this.fail(operationMessages.google.unexpected)
    }
    if (!idToken) this.fail(validationMessages.googleNoIdToken)
    const data = await this.call('google', () =>
      this.request('POST', '/auth/google/token', { body: { idToken } }),
    )
    return this.keepSession('google', data)
  }

  /** Not in SPEC.md: worded and stored as Google's sign-in (the profile and the token kept). */
  async signInWithApple(): Promise<Profile> {
    let credential: AppleCredential | null | undefined
    try {
      credential = await this.deps.social.appleCredential()
    } catch (error) {
      this.log('Apple sign-in was not completed', error)
      return this.fail(operationMessages.apple.unexpected)
    }
    if (!credential) return this.fail(operationMessages.apple.unexpected)
    const data = await this.call('apple', () =>
      this.request('POST', '/auth/apple/token', { body: credential }),
    )
    return this.keepSession('apple', data)
  }

  async signInWithFacebook(): Promise<Profile> {
    let accessToken: string | null | undefined
    try {
      accessToken = await this.deps.social.facebookAccessToken()
    } catch (error) {
      this.log('Facebook sign-in was not completed', error)
      return this.fail(operationMessages.facebook.unexpected)
    }
    if (!accessToken) this.fail(validationMessages.facebookNoAccessToken)
    const data = await this.call('facebook', () =>
      this.request('POST', '/auth/facebook/token', { body: { accessToken } }),
    )
    const { token, user: profile } = this.sessionFrom('facebook', data)
    // SPEC.md section 4: this path updates the profile but does not save it to localStorage.
    writeToken(token)
    this.deps.profile.set(profile)
    return profile
  }

  async upgrade(): Promise<unknown> {
    if (!this.isLoggedIn()) this.fail(validationMessages.notLoggedIn)
    const answer = await this.call('upgrade', () => this.request('POST', '/auth/upgrade'))
    const profile = { ...this.deps.profile.get(), premium: true }
    this.deps.profile.set(profile)
    writeUserData(profile)
    return answer
  }

  /**
   * Reloads the signed-in user from the server (`GET /auth/me`) and saves it, so a subscription
   * bought or restored elsewhere shows. Not a SPEC.md call: it throws without a toast and the
   * caller says what failed.
   */
  async refreshProfile(): Promise<Profile> {
    if (!this.isLoggedIn()) throw new AuthError(validationMessages.notLoggedIn)
    const before = this.deps.profile.get()
    const answer = await this.request('GET', '/auth/me')
    const me = userResponseSchema.safeParse(answer.data)
    if (answer.status !== 200 || !me.success) {
      throw new AuthError(operationMessages.upgrade.unexpected)
    }
    // A transition that ran meanwhile (an upgrade, a sign-out) is newer than this answer.
    if (this.deps.profile.get() !== before) return this.deps.profile.get()
    const profile: Profile = me.data.user
    this.deps.profile.set(profile)
    writeUserData(profile)
    return profile
  }

  async deleteAccount(): Promise<unknown> {
    if (!this.isLoggedIn()) this.fail(validationMessages.notLoggedIn)
    const answer = await this.call('deleteAccount', () =>
      this.request('DELETE', '/auth/delete-account'),
    )
    const owner = this.deps.device?.owner()
    try {
      await this.deps.social.signOut(this.deps.profile.get().providers ?? [])
    } catch {
      // SPEC.md section 4: a failed social sign-out does not stop the deletion.
    }
    await this.forgetOnDevice(owner)
    this.clearSession()
    this.toast(i18n.t('notices.deleted'), TOAST_DEFAULT_COLOR)
    return answer
  }

  async verifyAge(input: VerifyAgeInput): Promise<unknown> {
    if (!input.userId) this.fail(validationMessages.noUserIdForAgeVerification)
    const body = ageBody(input)
    const answer = await this.call('verifyAge', () =>
      this.request('POST', '/auth/verify-age', { body, withToken: false }),
    )
    const profile: Profile = {
      ...this.deps.profile.get(),
      userId: input.userId,
      ageVerified: input.ageVerified,
      ...(input.birthdate ? { birthdate: input.birthdate } : {}),
    }
    this.deps.profile.set(profile)
    writeUserData(profile)
    return answer
  }

  /**
   * The profile page's age check (not a SPEC.md call): verifyAge's body sent with the session, the
   * only way the server stores a birthdate the account lacks; the profile becomes the server's.
   */
  async verifyOwnAge(input: VerifyAgeInput): Promise<Profile> {
    if (!this.isLoggedIn()) this.fail(validationMessages.notLoggedIn)
    if (!input.userId) this.fail(validationMessages.noUserIdForAgeVerification)
    const body = ageBody(input)
    const data = await this.call('verifyAge', () =>
      this.request('POST', '/auth/verify-age', { body }),
    )
    const answer = userResponseSchema.safeParse(data)
    if (!answer.success) return this.fail(operationMessages.verifyAge.unexpected)
    const profile: Profile = answer.data.user
    this.deps.profile.set(profile)
    writeUserData(profile)
    return profile
  }

  /** A child under 13 names their parent, who gets the consent e-mail (not a SPEC.md call). */
  async nameParent(parentEmail: string): Promise<Profile> {
    if (!this.isLoggedIn()) this.fail(validationMessages.notLoggedIn)
    const parsed = parentEmailBodySchema.safeParse({ parentEmail })
    if (!parsed.success)
      this.fail(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.')
    const data = await this.call('parentEmail', () =>
      this.request('POST', '/auth/parent-email', { body: { parentEmail } }),
    )
    return this.consentMailSent('parentEmail', data)
  }

  /** Sends the parent a new consent link; earlier ones stop working (not a SPEC.md call). */
  async resendConsent(): Promise<Profile> {
    if (!this.isLoggedIn()) this.fail(validationMessages.notLoggedIn)
    const data = await this.call('resendConsent', () =>
      this.request('POST', '/auth/parent-consent/resend'),
    )
    return this.consentMailSent('resendConsent', data)
  }

  private consentMailSent(operation: AuthOperation, data: unknown): Profile {
    const answer = consentMailResponseSchema.safeParse(data)
    if (!answer.success) return this.fail(operationMessages[operation].unexpected)
    const profile: Profile = answer.data.user
    this.deps.profile.set(profile)
    writeUserData(profile)
    this.toast(answer.data.message, TOAST_DEFAULT_COLOR)
    return profile
  }

  /** Sends what waits, signs out of the provider and the server, ends the account here; errors are only logged. */
  async logout(): Promise<void> {
    const owner = this.deps.device?.owner()
    try {
      await this.deps.device?.send()
    } catch (error) {
      this.log('Sending before sign-out failed', error)
    }
    try {
      await this.deps.social.signOut(this.deps.profile.get().providers ?? [])
    } catch (error) {
      this.log('Social sign-out failed', error)
    }
    try {
      if (this.isLoggedIn()) await this.request('POST', '/auth/logout')
    } catch (error) {
      this.log('Server sign-out failed', error)
    }
    await this.forgetOnDevice(owner)
    this.clearSession()
    this.toast(i18n.t('notices.loggedOut'), TOAST_DEFAULT_COLOR)
  }
}

export type { User }
