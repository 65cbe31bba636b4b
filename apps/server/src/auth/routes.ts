import {
  messageResponseSchema,
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
import { languageFromHeader } from '../i18n/i18n'
import { HttpError } from '../lib/http-error'
import { deleteAccount, logout, me, signIn, upgrade } from './account'
import { checkAge, verifyAge } from './age-verification'
import { requireFields } from './required-fields'
import { signInLimits } from './sign-in-limits'
import { signUp } from './sign-up'
import { bearerToken } from './tokens'

const minute = 60_000

/**
 * SPEC.md section 7's e-mail and account calls, plus /auth/me and /auth/logout; each a thin
 * handler. The providers' sign-ins, consent and e-mail verification have their own plugins.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts
  const scale = app.config.rateLimitScale
  const signInLimit = signInLimits(app)

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
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await signUp(
            accounts,
            request.body,
            languageFromHeader(request.headers['accept-language']),
          ),
        ),
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
      return signInLimit.count(email, () =>
        signIn(accounts, request.body, request.headers['user-agent']),
      )
    },
  )

  app.get('/auth/me', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    const token = bearerToken(request.headers.authorization)
    if (!token) throw new HttpError(401, serverMessages.sessionExpired)
    return { user: await me(accounts, token) }
  })

  app.post(
    '/auth/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const { sessionId } = await app.authenticate(request)
      await logout(accounts, sessionId)
      return { message: 'Signed out.' }
    },
  )

  app.post(
    '/auth/upgrade',
    { schema: { response: { 200: userResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return { user: await upgrade(accounts, userId) }
    },
  )

  app.delete(
    '/auth/delete-account',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await deleteAccount(accounts, userId)
      return { message: 'Your account and everything in it have been deleted.' }
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
      if (!caller) return checkAge(request.body)
      return { user: await verifyAge(accounts, request.body, caller.userId) }
    },
  )
}
