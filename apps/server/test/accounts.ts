import type { FastifyInstance } from 'fastify'

let n = 0

export interface TestAccount {
  readonly userId: string
  readonly email: string
  readonly headers: { readonly authorization: string }
}

/** Signs up and signs in a new account (an adult unless a birthdate says otherwise). */
export async function signedInAccount(
  app: FastifyInstance,
  { birthdate = '1990-05-05', parentEmail }: { birthdate?: string; parentEmail?: string } = {},
): Promise<TestAccount> {
  const i = n++
  const email = `buyer-${Date.now()}-${i}@example.com`
  const password = 'a long enough passphrase'
  const remoteAddress = `10.9.${Math.floor(i / 250) % 250}.${i % 250}`
  const signUp = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email, password, name: 'Buyer', birthdate, ...(parentEmail ? { parentEmail } : {}) },
    remoteAddress,
  })
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`)
  const signIn = await app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email, password },
    remoteAddress,
  })
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`)
  const { token, user } = signIn.json()
  return { userId: user.userId, email, headers: { authorization: `Bearer ${token}` } }
}

/** Whether the account is premium now, as the app sees it (GET /auth/me). */
export async function isPremiumNow(app: FastifyInstance, account: TestAccount): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: '/auth/me', headers: account.headers })
  return res.json().user.premium
}

/** The birthdate of someone turning `years` today (yyyy-mm-dd). */
export function yearsAgo(years: number): string {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  return d.toISOString().slice(0, 10)
}
