import { consentMailResponseSchema, parentEmailBodySchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { languageFromHeader } from '../i18n/i18n'
import { nameParent, resendConsent } from './consent'
import { accountMailLimit } from './mail-limits'

const minute = 60_000

/** The child's side of parental consent: naming a parent late, sending the link again. */
export const childConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts
  const scale = app.config.rateLimitScale
  // Per account, so nobody can use a child's account to flood a parent's inbox.
  const limitParentMail = accountMailLimit(app, 'parent-mail')

  app.post(
    '/auth/parent-email',
    {
      config: { rateLimit: { max: 5 * scale, timeWindow: minute } },
      schema: { body: parentEmailBodySchema, response: { 200: consentMailResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return nameParent(
        accounts,
        userId,
        request.body.parentEmail,
        () => limitParentMail(userId),
        languageFromHeader(request.headers['accept-language']),
      )
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
      return resendConsent(
        accounts,
        userId,
        () => limitParentMail(userId),
        languageFromHeader(request.headers['accept-language']),
      )
    },
  )
}
