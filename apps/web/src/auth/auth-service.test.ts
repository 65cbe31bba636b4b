import {
  type AuthOperation,
  operationMessages,
  type User,
  validationMessages,
} from '@huey/contracts'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../i18n/i18n'
import { adultUser, mockApi } from '../test/mock-api'
import { AuthError, AuthService } from './auth-service'
import { ProfileStore } from './profile-store'
import type { SocialAuth } from './social-login'

const server = mockApi()
const user = adultUser

function setup(social: Partial<SocialAuth> = {}) {
  const toasts: { message: string; color: string }[] = []
  const logged: string[] = []
  const profile = new ProfileStore()
  const signOut = vi.fn(async () => undefined)
  const service = new AuthService({
    profile,
    toast: (message, color) => toasts.push({ message, color }),
    log: (message) => logged.push(message),
    social: {
      googleIdToken: async () => 'google-id-token',
      facebookAccessToken: async () => 'fb-access-token',
      appleCredential: async () => null,
      signOut,
      ...social,
    },
  })
  return { service, toasts, logged, profile, signOut }
}

type Call = {
  op: AuthOperation
  method: 'post' | 'delete'
  path: string
  run: (s: AuthService) => Promise<unknown>
}
const calls: Call[] = [
  {
    op: 'facebook',
    method: 'post',
    path: '/auth/facebook/token',
    run: (s) => s.signInWithFacebook(),
  },
  { op: 'google', method: 'post', path: '/auth/google/token', run: (s) => s.signInWithGoogle() },
  {
    op: 'signUp',
    method: 'post',
    path: '/auth/signup',
    run: (s) =>
      s.signUp({ email: 'a@b.c', password: 'pw123456', name: 'A', birthdate: '1990-01-01' }),
  },
  { op: 'signIn', method: 'post', path: '/auth/signin', run: (s) => s.signIn('a@b.c', 'pw123456') },
  { op: 'upgrade', method: 'post', path: '/auth/upgrade', run: (s) => s.upgrade() },
  {
    op: 'deleteAccount',
    method: 'delete',
    path: '/auth/delete-account',
    run: (s) => s.deleteAccount(),
  },
  {
    op: 'verifyAge',
    method: 'post',
    path: '/auth/verify-age',
    run: (s) => s.verifyAge({ userId: user.userId, ageVerified: true }),
  },
  {
    op: 'parentEmail',
    method: 'post',
    path: '/auth/parent-email',
    run: (s) => s.nameParent('parent@example.com'),
  },
  {
    op: 'resendConsent',
    method: 'post',
    path: '/auth/parent-consent/resend',
    run: (s) => s.resendConsent(),
  },
]

async function expectFailure(
  promise: Promise<unknown>,
  toasts: { message: string; color: string }[],
  message: string,
) {
  await expect(promise).rejects.toMatchObject({ name: 'AuthError', message })
  expect(toasts).toEqual([{ message, color: 'danger' }])
}

describe('the error catalogue (SPEC.md section 8)', () => {
  beforeEach(() => localStorage.setItem('token', 'stored-token'))

  describe.each(calls)('$op', ({ op, method, path, run }) => {
    it("shows and throws the server's error field", async () => {
      server.use(
        http[method](path, () =>
          HttpResponse.json({ error: `Server says no to ${op}.` }, { status: 409 }),
        ),
      )
      const { service, toasts } = setup()
      await expectFailure(run(service), toasts, `Server says no to ${op}.`)
    })

    it('uses the default message when the server gives no error field', async () => {
      server.use(
        http[method](path, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
      )
      const { service, toasts } = setup()
      await expectFailure(run(service), toasts, operationMessages[op].serverError)
    })

    it('uses the unexpected message when the network fails', async () => {
      server.use(http[method](path, () => HttpResponse.error()))
      const { service, toasts } = setup()
      await expectFailure(run(service), toasts, operationMessages[op].unexpected)
    })
  })

  it("shows the server's error in the reader's words by its code, and throws that code", async () => {
    await changeLanguage('fr')
    try {
      server.use(
        http.post('/auth/signin', () =>
          HttpResponse.json(
            { error: 'Invalid e-mail or password.', code: 'AUTH_INVALID_CREDENTIALS' },
            { status: 401 },
          ),
        ),
      )
      const { service, toasts } = setup()
      const shown = 'E-mail ou mot de passe incorrect.'
      await expect(service.signIn('a@b.c', 'wrong')).rejects.toMatchObject({
        message: shown,
        code: 'AUTH_INVALID_CREDENTIALS',
      })
      expect(toasts).toEqual([{ message: shown, color: 'danger' }])
    } finally {
      await changeLanguage('en-US')
    }
  })

  it.each([
    ['signIn', '/auth/signin', (s: AuthService) => s.signIn('a@b.c', 'pw')],
    ['google', '/auth/google/token', (s: AuthService) => s.signInWithGoogle()],
    ['facebook', '/auth/facebook/token', (s: AuthService) => s.signInWithFacebook()],
  ] as const)('%s: a success without a token is unexpected', async (op, path, run) => {
    server.use(http.post(path, () => HttpResponse.json({ user })))
    const { service, toasts } = setup()
    await expectFailure(run(service), toasts, operationMessages[op].unexpected)
  })
})

describe('validation before any call (SPEC.md section 5)', () => {
  const noRequest = () => {
    server.use(
      http.all('*', () => HttpResponse.json({ error: 'should not be called' }, { status: 500 })),
    )
  }

  it.each([
    [{ password: 'p', name: 'n', birthdate: '2000-01-01' }],
    [{ email: 'e', name: 'n', birthdate: '2000-01-01' }],
    [{ email: 'e', password: 'p', birthdate: '2000-01-01' }],
    [{ email: 'e', password: 'p', name: 'n' }],
    [{}],
  ])('sign-up without a required field: %o', async (input) => {
    noRequest()
    const { service, toasts } = setup()
    await expectFailure(service.signUp(input), toasts, validationMessages.signUpRequired)
  })

  it.each([
    ['', 'pw'],
    ['a@b.c', ''],
    [undefined, undefined],
  ])('sign-in without e-mail or password: %j %j', async (email, password) => {
    noRequest()
    const { service, toasts } = setup()
    await expectFailure(service.signIn(email, password), toasts, validationMessages.signInRequired)
  })

  it.each([
    ['upgrade', (s: AuthService) => s.upgrade()],
    ['delete', (s: AuthService) => s.deleteAccount()],
  ])('%s without a stored token', async (_name, run) => {
    noRequest()
    const { service, toasts } = setup()
    await expectFailure(run(service), toasts, validationMessages.notLoggedIn)
  })

  it('age verification without a userId', async () => {
    noRequest()
    const { service, toasts } = setup()
    await expectFailure(
      service.verifyAge({ ageVerified: true }),
      toasts,
      validationMessages.noUserIdForAgeVerification,
    )
  })

  it('Facebook without an access token', async () => {
    noRequest()
    const { service, toasts } = setup({ facebookAccessToken: async () => null })
    await expectFailure(
      service.signInWithFacebook(),
      toasts,
      validationMessages.facebookNoAccessToken,
    )
  })

  it('Google without an ID token', async () => {
    noRequest()
    const { service, toasts } = setup({ googleIdToken: async () => undefined })
    await expectFailure(service.signInWithGoogle(), toasts, validationMessages.googleNoIdToken)
  })
})

describe('state transitions (SPEC.md section 4)', () => {
  it('e-mail sign-in stores the token and the profile', async () => {
    server.use(http.post('/auth/signin', () => HttpResponse.json({ token: 't1', user })))
    const { service, profile } = setup()
    await service.signIn('ada@example.com', 'pw123456')
    expect(localStorage.getItem('token')).toBe('t1')
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user)
    expect(profile.get()).toEqual(user)
  })

  it('Google success stores the profile and the token; a missing user defaults to empty', async () => {
    let body: unknown
    server.use(
      http.post('/auth/google/token', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ token: 'tg' })
      }),
    )
    const { service, profile } = setup()
    await service.signInWithGoogle()
    expect(body).toEqual({ idToken: 'google-id-token' })
    expect(localStorage.getItem('token')).toBe('tg')
    expect(localStorage.getItem('userData')).toBe('{}')
    expect(profile.get()).toEqual({})
  })

  it('Facebook success stores the token and updates the profile without saving it', async () => {
    server.use(http.post('/auth/facebook/token', () => HttpResponse.json({ token: 'tf', user })))
    const { service, profile } = setup()
    await service.signInWithFacebook()
    expect(localStorage.getItem('token')).toBe('tf')
    expect(localStorage.getItem('userData')).toBeNull()
    expect(profile.get()).toEqual(user)
  })

  it('sign-up success signs nobody in: it clears token and profile and answers the body whole', async () => {
    localStorage.setItem('token', 'old')
    localStorage.setItem('userData', JSON.stringify(user))
    const answer = { user, message: 'Account created. Please sign in.' }
    server.use(http.post('/auth/signup', () => HttpResponse.json(answer, { status: 201 })))
    const { service, profile } = setup()
    profile.set(user)
    await expect(
      service.signUp({ email: 'a@b.c', password: 'pw123456', name: 'A', birthdate: '1990-01-01' }),
    ).resolves.toEqual(answer)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(profile.get()).toEqual({})
  })

  it('sends a parent e-mail only when one is given', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/auth/signup', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ user, message: 'ok' }, { status: 201 })
      }),
    )
    const { service } = setup()
    const base = { email: 'a@b.c', password: 'pw123456', name: 'A', birthdate: '2016-01-01' }
    await service.signUp(base)
    await service.signUp({ ...base, parentEmail: 'mum@example.com' })
    expect(bodies).toEqual([base, { ...base, parentEmail: 'mum@example.com' }])
  })

  it('upgrade success sets premium on the local profile and saves it, with the Bearer token', async () => {
    localStorage.setItem('token', 'tok')
    let auth: string | null = null
    server.use(
      http.post('/auth/upgrade', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ user: { ...user, premium: true } })
      }),
    )
    const { service, profile } = setup()
    profile.set(user)
    await service.upgrade()
    expect(auth).toBe('Bearer tok')
    expect(profile.get().premium).toBe(true)
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').premium).toBe(true)
  })

  it('refreshProfile reloads the user from /auth/me and saves it', async () => {
    localStorage.setItem('token', 'tok')
    server.use(http.get('/auth/me', () => HttpResponse.json({ user: { ...user, premium: true } })))
    const { service, profile, toasts } = setup()
    profile.set(user)
    expect((await service.refreshProfile()).premium).toBe(true)
    expect(profile.get().premium).toBe(true)
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').premium).toBe(true)
    expect(toasts).toEqual([])
  })

  it('refreshProfile keeps a profile that an upgrade changed while /auth/me was answering', async () => {
    localStorage.setItem('token', 'tok')
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get('/auth/me', async () => {
        await answered
        return HttpResponse.json({ user: { ...user, premium: false } })
      }),
      http.post('/auth/upgrade', () => HttpResponse.json({ user: { ...user, premium: true } })),
    )
    const { service, profile } = setup()
    profile.set(user)
    const refreshing = service.refreshProfile()
    await service.upgrade()
    answer()
    expect((await refreshing).premium).toBe(true)
    expect(profile.get().premium).toBe(true)
  })

  it('refreshProfile throws without a toast when the server does not answer the user', async () => {
    localStorage.setItem('token', 'tok')
    server.use(http.get('/auth/me', () => HttpResponse.json({ error: 'x' }, { status: 500 })))
    const { service, profile, toasts } = setup()
    profile.set(user)
    await expect(service.refreshProfile()).rejects.toThrow(AuthError)
    expect(profile.get()).toEqual(user)
    expect(toasts).toEqual([])
  })

  it('age verification merges userId, ageVerified and birthdate, saves, and sends no token', async () => {
    localStorage.setItem('token', 'tok')
    let auth: string | null = 'unset'
    server.use(
      http.post('/auth/verify-age', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ user })
      }),
    )
    const { service, profile } = setup()
    profile.set({ name: 'Ada', ageVerified: false })
    await service.verifyAge({ userId: user.userId, ageVerified: true, birthdate: '1990-05-17' })
    expect(auth).toBeNull()
    const expected = {
      name: 'Ada',
      userId: user.userId,
      ageVerified: true,
      birthdate: '1990-05-17',
    }
    expect(profile.get()).toEqual(expected)
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual(expected)
  })

  it("the profile's own age check sends the session and keeps the server's user", async () => {
    localStorage.setItem('token', 'tok')
    let auth: string | null = null
    const stored = { ...user, birthdate: '1990-05-17', ageVerified: true }
    server.use(
      http.post('/auth/verify-age', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ user: stored })
      }),
    )
    const { service, profile } = setup()
    profile.set({ ...user, birthdate: null, ageVerified: false })
    await service.verifyOwnAge({ userId: user.userId, ageVerified: true, birthdate: '1990-05-17' })
    expect(auth).toBe('Bearer tok')
    expect(profile.get()).toEqual(stored)
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual(stored)
  })

  it('logout signs out of the provider, tells the server, forgets everything, and only logs errors', async () => {
    localStorage.setItem('token', 'tok')
    localStorage.setItem('userData', JSON.stringify(user))
    server.use(http.post('/auth/logout', () => HttpResponse.error()))
    const { service, profile, logged, toasts } = setup({
      signOut: async () => {
        throw new Error('provider down')
      },
    })
    profile.set({ ...user, providers: ['google'] })
    await expect(service.logout()).resolves.toBeUndefined()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(profile.get()).toEqual({})
    expect(logged).toEqual(['Social sign-out failed', 'Server sign-out failed'])
    // Only the word that it happened: no error reaches the user.
    expect(toasts).toEqual([
      {
        color: 'success',
        message: 'You are logged out. This device no longer keeps that account’s paintings.',
      },
    ])
  })

  it('account deletion ignores a failed social sign-out, then clears token and profile', async () => {
    localStorage.setItem('token', 'tok')
    server.use(
      http.delete('/auth/delete-account', () => HttpResponse.json({ message: 'Deleted.' })),
    )
    const { service, profile } = setup({
      signOut: async () => {
        throw new Error('provider down')
      },
    })
    profile.set(user)
    await expect(service.deleteAccount()).resolves.toEqual({ message: 'Deleted.' })
    expect(localStorage.getItem('token')).toBeNull()
    expect(profile.get()).toEqual({})
  })

  it('forgets a session the server turned down (401), unless a new one was stored since', () => {
    const { service, profile } = setup()
    localStorage.setItem('token', 'new')
    localStorage.setItem('userData', JSON.stringify(user))
    profile.set(user)
    service.endExpiredSession('old')
    expect(localStorage.getItem('token')).toBe('new')
    expect(profile.get()).toEqual(user)
    service.endExpiredSession('new')
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(profile.get()).toEqual({})
  })

  it('sends requests without a stored token unchanged', async () => {
    let auth: string | null = 'unset'
    server.use(
      http.post('/auth/signin', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ token: 't', user })
      }),
    )
    await setup().service.signIn('a@b.c', 'pw123456')
    expect(auth).toBeNull()
  })
})

describe('the order of effects (SPEC.md section 4)', () => {
  afterEach(() => vi.restoreAllMocks())

  /** One timeline of storage writes, profile updates, provider sign-outs and requests. */
  function timeline(social: Partial<SocialAuth> = {}) {
    const log: string[] = []
    const { setItem, removeItem } = Storage.prototype
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      log.push(`save ${k}`)
      setItem.call(this, k, v)
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, k) {
      log.push(`remove ${k}`)
      removeItem.call(this, k)
    })
    server.use(
      http.all('/auth/*', ({ request }) => {
        log.push(`${request.method} ${new URL(request.url).pathname}`)
        return HttpResponse.json({ token: 'tok', user, message: 'ok' })
      }),
    )
    const ctx = setup({
      signOut: async () => {
        log.push('provider sign-out')
      },
      ...social,
    })
    ctx.profile.set(user)
    ctx.profile.subscribe(() => log.push(`profile ${ctx.profile.get().userId ? 'set' : 'emptied'}`))
    return { ...ctx, log }
  }

  const signUp = (s: AuthService) =>
    s.signUp({ email: 'a@b.c', password: 'pw123456', name: 'A', birthdate: '1990-01-01' })
  const cases: [string, (s: AuthService) => Promise<unknown>, string[]][] = [
    [
      'e-mail sign-in: token, then profile',
      (s) => s.signIn('a@b.c', 'pw123456'),
      ['POST /auth/signin', 'save token', 'save userData', 'profile set'],
    ],
    [
      'Google: profile, then token',
      (s) => s.signInWithGoogle(),
      ['POST /auth/google/token', 'save userData', 'profile set', 'save token'],
    ],
    [
      'Facebook: token and profile update, no profile saved',
      (s) => s.signInWithFacebook(),
      ['POST /auth/facebook/token', 'save token', 'profile set'],
    ],
    [
      'sign-up: clears token and profile, profile emptied',
      signUp,
      ['POST /auth/signup', 'remove token', 'remove userData', 'profile emptied'],
    ],
    [
      'upgrade: profile updated, then saved',
      (s) => s.upgrade(),
      ['POST /auth/upgrade', 'profile set', 'save userData'],
    ],
    [
      'age verification: profile merged, then saved',
      (s) => s.verifyAge({ userId: user.userId, ageVerified: true }),
      ['POST /auth/verify-age', 'profile set', 'save userData'],
    ],
    [
      'logout: provider, server, then token and profile',
      (s) => s.logout(),
      [
        'provider sign-out',
        'POST /auth/logout',
        'remove token',
        'remove userData',
        'profile emptied',
      ],
    ],
    [
      'deletion: server, provider, then token and profile',
      (s) => s.deleteAccount(),
      [
        'DELETE /auth/delete-account',
        'provider sign-out',
        'remove token',
        'remove userData',
        'profile emptied',
      ],
    ],
  ]

  it.each(cases)('%s', async (_name, run, expected) => {
    localStorage.setItem('token', 'stored-token')
    const { service, log } = timeline()
    await run(service)
    expect(log).toEqual(expected)
  })
})

describe("the child's side of parental consent", () => {
  const child: User = {
    ...user,
    birthdate: '2018-03-01',
    ageVerified: false,
    providers: ['google'],
  }
  const sent = 'We sent an e-mail to your parent to confirm your account.'
  beforeEach(() => localStorage.setItem('token', 'stored-token'))

  it('names a parent: the profile turns pending with the masked address, and a success toast', async () => {
    let body: unknown
    server.use(
      http.post('/auth/parent-email', async ({ request }) => {
        body = await request.json()
        const answer = { ...child, parentConsent: 'pending', parentEmailHint: 'p***@example.com' }
        return HttpResponse.json({ user: answer, message: sent })
      }),
    )
    const { service, toasts, profile } = setup()
    await service.nameParent('parent@example.com')
    expect(body).toEqual({ parentEmail: 'parent@example.com' })
    expect(profile.get()).toMatchObject({
      parentConsent: 'pending',
      parentEmailHint: 'p***@example.com',
    })
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      parentConsent: 'pending',
    })
    expect(toasts).toEqual([{ message: sent, color: 'success' }])
  })

  it('refuses a bad address before any call', async () => {
    const { service, toasts } = setup()
    await expectFailure(
      service.nameParent('not an address'),
      toasts,
      'Enter a valid e-mail address.',
    )
  })

  it('sends the link again and toasts what the server said', async () => {
    const pending = { ...child, parentConsent: 'pending', parentEmailHint: 'p***@example.com' }
    server.use(
      http.post('/auth/parent-consent/resend', () =>
        HttpResponse.json({ user: pending, message: sent }),
      ),
    )
    const { service, toasts, profile } = setup()
    await service.resendConsent()
    expect(profile.get().parentConsent).toBe('pending')
    expect(toasts).toEqual([{ message: sent, color: 'success' }])
  })

  it('needs a stored token', async () => {
    localStorage.removeItem('token')
    const { service, toasts } = setup()
    await expectFailure(service.resendConsent(), toasts, validationMessages.notLoggedIn)
  })
})
