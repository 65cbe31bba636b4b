// @vitest-environment node
import { Capacitor } from '@capacitor/core'
import { SocialLogin } from '@capgo/capacitor-social-login'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSocialAuth } from './social-login'

vi.mock('@capgo/capacitor-social-login')

const plugin = vi.mocked(SocialLogin)
type LoginAnswer = Awaited<ReturnType<typeof SocialLogin.login>>
/** The next login answers this (only the fields the app reads). */
const answerLogin = (provider: string, result: object) =>
  plugin.login.mockResolvedValueOnce({ provider, result } as LoginAnswer)
afterEach(() => {
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

describe('createSocialAuth', () => {
  it('offers neither provider when no client ids are configured, and never starts the plugin', async () => {
    const social = createSocialAuth({})
    expect(social.googleEnabled).toBe(false)
    expect(social.facebookEnabled).toBe(false)
    await social.signOut(['google', 'facebook'])
    expect(plugin.initialize).not.toHaveBeenCalled()
    expect(plugin.logout).not.toHaveBeenCalled()
  })

  it('asks Google for profile and email and answers its ID token', async () => {
    answerLogin('google', {
      responseType: 'online',
      idToken: 'g-id',
      accessToken: null,
      profile: {},
    })
    const social = createSocialAuth({ googleWebClientId: 'web.apps.googleusercontent.com' })
    expect(social.googleEnabled).toBe(true)
    expect(await social.googleIdToken()).toBe('g-id')
    expect(plugin.initialize).toHaveBeenCalledWith({
      google: expect.objectContaining({ webClientId: 'web.apps.googleusercontent.com' }),
    })
    expect(plugin.login).toHaveBeenCalledWith({
      provider: 'google',
      options: expect.objectContaining({ scopes: ['profile', 'email'] }),
    })
  })

  it('answers no Google ID token when the provider gives none', async () => {
    answerLogin('google', { responseType: 'offline', serverAuthCode: 'code' })
    const social = createSocialAuth({ googleWebClientId: 'web' })
    expect(await social.googleIdToken()).toBeUndefined()
  })

  it('asks Facebook for email and public_profile and sets up its web SDK off native', async () => {
    vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(false)
    answerLogin('facebook', { accessToken: { token: 'fb-token' } })
    const social = createSocialAuth({ facebookAppId: '1234' })
    expect(social.facebookEnabled).toBe(true)
    expect(await social.facebookAccessToken()).toBe('fb-token')
    expect(plugin.initialize).toHaveBeenCalledWith({ facebook: { appId: '1234' } })
    expect(plugin.login).toHaveBeenCalledWith({
      provider: 'facebook',
      options: { permissions: ['email', 'public_profile'] },
    })
  })

  it('does not set up the Facebook web SDK in a native app', async () => {
    vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(true)
    const social = createSocialAuth({ googleWebClientId: 'web', facebookAppId: '1234' })
    await social.facebookAccessToken()
    expect(plugin.initialize).toHaveBeenCalledWith({
      google: expect.objectContaining({ webClientId: 'web' }),
    })
  })

  it('answers no Facebook access token when the provider gives none', async () => {
    answerLogin('facebook', { accessToken: null })
    const social = createSocialAuth({ facebookAppId: '1234' })
    expect(await social.facebookAccessToken()).toBeUndefined()
  })

  it('signs out only of the configured providers the person used, starting the plugin once', async () => {
    const social = createSocialAuth({ googleWebClientId: 'web', facebookAppId: '1234' })
    await social.signOut(['password', 'google'])
    await social.signOut(['facebook', 'google'])
    expect(plugin.initialize).toHaveBeenCalledTimes(1)
    expect(plugin.logout.mock.calls).toEqual([
      [{ provider: 'google' }],
      [{ provider: 'google' }],
      [{ provider: 'facebook' }],
    ])
  })
})
