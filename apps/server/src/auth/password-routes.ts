import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { languageFromHeader } from '../i18n/i18n'
import { tooManyRequests } from '../plugins/rate-limit'
import { accountMailLimit } from './mail-limits'
import {
  changePassword,
  forgotPassword,
  mailResetLink,
  type ResetMailRequest,
  resetPassword,
} from './password-reset'

const minute = 60_000
const RESET_MAIL_QUEUE = 'reset-mail'
/** A failed lookup is tried again soon; a mail is sent at most once (see mailResetLink). */
const resetMailQueue = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  concurrency: 2,
}

/** Forgotten password (mail a link, set a new one with it) and changing it while signed in. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts
  const scale = app.config.rateLimitScale
  const limitResetMail = accountMailLimit(app, 'reset-mail')
  await app.jobs.queue<ResetMailRequest, void>(RESET_MAIL_QUEUE, resetMailQueue, (request) =>
    mailResetLink(accounts, request, (email) =>
      limitResetMail(email).then(
        () => true,
        // Over the limit nothing goes; the answer went long ago and was the same anyway.
        () => false,
      ),
    ),
  )
  // Guessing the current password through "change" is limited per account, like sign-in.
  const changeTries = app.keyLimiter('password-change', 5, 15 * minute)

  app.post(
    '/auth/password/forgot',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      forgotPassword(
        request.body.email,
        async (mail) => void (await app.jobs.send(RESET_MAIL_QUEUE, mail)),
        languageFromHeader(request.headers['accept-language']),
      ),
  )

  app.post(
    '/auth/password/reset',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => resetPassword(accounts, request.body),
  )

  app.post(
    '/auth/password/change',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const claims = await app.authenticate(request)
      const limit = await changeTries.hit(claims.userId)
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
      return changePassword(accounts, claims.userId, claims.sessionId, request.body)
    },
  )
}
