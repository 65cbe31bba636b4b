import { messageResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { LinkOutcome } from './account-tokens'
import { pageHeaders } from './consent-routes'
import { consentPage as plainPage } from './emails'
import { accountMailLimit } from './mail-limits'

const minute = 60_000
const tokenSchema = z.string().min(20).max(200)

const pages: Record<LinkOutcome['outcome'], { code: number; html: string }> = {
  done: {
    code: 200,
    html: plainPage(
      'Your e-mail is verified',
      '<p>Thank you: your address is confirmed. <a href="/profile">Back to Huey</a></p>',
    ),
  },
  used: {
    code: 410,
    html: plainPage(
      'This link was already used',
      '<p>The address was confirmed with it already; nothing more is needed. <a href="/profile">Back to Huey</a></p>',
    ),
  },
  expired: {
    code: 410,
    html: plainPage(
      'This link has expired',
      '<p>The link is older than 7 days or a newer one was sent. Sign in to Huey and choose "Send again" on your profile to get a new one. <a href="/profile">Open my profile</a></p>',
    ),
  },
}

/** Verifying the account's own address: the mailed link's page, and "send again". */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService
  const scale = app.config.rateLimitScale
  const limitMail = accountMailLimit(app, 'verify-mail')

  // Opening the link is the proof; doing it twice (or a mail scanner first) only says "used".
  app.get(
    '/auth/verify-email',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      schema: { querystring: z.object({ token: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const token = tokenSchema.safeParse(request.query.token)
      const outcome = token.success ? (await auth.verifyEmail(token.data)).outcome : 'expired'
      const page = pages[outcome]
      return reply.code(page.code).send(page.html)
    },
  )

  app.post(
    '/auth/verify-email/resend',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      schema: { response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return auth.resendVerification(userId, () => limitMail(userId))
    },
  )
}
