import {
  consentMailResponseSchema,
  facebookTokenBodySchema,
  googleTokenBodySchema,
  messageResponseSchema,
  parentEmailBodySchema,
  serverMessages,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  userResponseSchema,
  validationMessages,
  verifyAgeBodySchema,
  verifyAgeResponseSchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-error'
import { tooManyRequests } from '../plugins/rate-limit'
import { requireFields } from './required-fields'
import { signInLimits } from './sign-in-limits'
import { bearerToken } from './tokens'

const minute = 60_000
const day = 24 * 60 * minute

/**
 * The seven calls of SPEC.md section 7, plus /auth/me, /auth/logout and the child's side of parental
 * consent (naming a parent late, sending the link again); each a thin handler.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService
  const scale = app.config.rateLimitScale
  const signInLimit = signInLimits(app)
  // Consent e-mails per account, so nobody can use a child's account to flood a parent's inbox.
  const parentMailPerMinute = app.keyLimiter('parent-mail-minute', 1, minute)
  const parentMailPerDay = app.keyLimiter('parent-mail-day', 5, day)
  async function limitParentMail(userId: string): Promise<void> {
    for (const limiter of [parentMailPerMinute, parentMailPerDay]) {
      const limit = await limiter.hit(userId)
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
    }
  }

  app.post(
    '/auth/signup',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      preValidation: requireFields(
        ['email', 'password', 'name', 'birthdate'],
        validationMessages.signUpRequired,
      ),
      schema: { body: signUpBodySchema, response: { 201: signUpResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await auth.signUp(request.body)),
  )

  app.post(
    '/auth/signin',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      preValidation: requireFields(['email', 'password'], validationMessages.signInRequired),
      schema: { body: signInBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase()
      await signInLimit.check(email, request.ip)
      return signInLimit.count(email, () => auth.signIn(request.body))
    },
  )

  app.post(
    '/auth/google/token',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      preValidation: requireFields(['idToken'], validationMessages.googleNoIdToken),
      schema: { body: googleTokenBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => auth.signInWithGoogle(request.body.idToken),
  )

  app.post(
    '/auth/facebook/token',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      preValidation: requireFields(['accessToken'], validationMessages.facebookNoAccessToken),
      schema: { body: facebookTokenBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => auth.signInWithFacebook(request.body.accessToken),
  )

  app.get('/auth/me', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    const token = bearerToken(request.headers.authorization)
    if (!token) throw new HttpError(401, serverMessages.sessionExpired)
    return { user: await auth.me(token) }
  })

  app.post(
    '/auth/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const { sessionId } = await app.authenticate(request)
      await auth.logout(sessionId)
      return { message: 'Signed out.' }
    },
  )

  app.post(
    '/auth/upgrade',
    { schema: { response: { 200: userResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return { user: await auth.upgrade(userId) }
    },
  )

  app.delete(
    '/auth/delete-account',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await auth.deleteAccount(userId)
      return { message: 'Your account and everything in it have been deleted.' }
    },
  )

  app.post(
    '/auth/parent-email',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      schema: { body: parentEmailBodySchema, response: { 200: consentMailResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return auth.nameParent(userId, request.body.parentEmail, () => limitParentMail(userId))
    },
  )

  app.post(
    '/auth/parent-consent/resend',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      schema: { response: { 200: consentMailResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return auth.resendConsent(userId, () => limitParentMail(userId))
    },
  )

  app.post(
    '/auth/verify-age',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      preValidation: requireFields(['userId'], validationMessages.noUserIdForAgeVerification),
      schema: { body: verifyAgeBodySchema, response: { 200: verifyAgeResponseSchema } },
    },
    async (request) => {
      const caller = await app.authenticateIfPresent(request)
      if (!caller) return auth.checkAge(request.body)
      return { user: await auth.verifyAge(request.body, caller.userId) }
    },
  )
}
