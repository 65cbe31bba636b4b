import { type Language, languageSchema, messageResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { firstLanguage, languageFromHeader, translatorFor } from '../i18n/i18n'
import { escapeHtml } from '../lib/escape-html'
import { findLanguage } from '../preferences/repository'
import type { LinkOutcome } from './account-tokens'
import { pageHeaders } from './consent-routes'
import { resendVerification, verifyEmail } from './email-verification'
import { serverPage } from './emails'
import { accountMailLimit } from './mail-limits'

const minute = 60_000
const tokenSchema = z.string().min(20).max(200)

const pages = {
  done: { code: 200, key: 'verified' },
  used: { code: 410, key: 'verifyUsed' },
  expired: { code: 410, key: 'verifyExpired' },
} as const

/** What opening the link did, in `language`: a title, a line, and the way back to the app. */
function verifyPage(language: Language, outcome: LinkOutcome['outcome']) {
  const { code, key } = pages[outcome]
  const t = translatorFor(language)
  const html = `<p>${escapeHtml(t(`pages.${key}.text`))} <a href="/profile">${escapeHtml(t(`pages.${key}.link`))}</a></p>`
  return { code, html: serverPage(language, t(`pages.${key}.title`), html) }
}

/** Verifying the account's own address: the mailed link's page, and "send again". */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts
  const scale = app.config.rateLimitScale
  const limitMail = accountMailLimit(app, 'verify-mail')

  // Opening the link is the proof; doing it twice (or a mail scanner first) only says "used".
  app.get(
    '/auth/verify-email',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      schema: {
        querystring: z.object({
          token: z.string().max(200).optional(),
          lang: languageSchema.optional().catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const token = tokenSchema.safeParse(request.query.token)
      const found = token.success ? await verifyEmail(accounts, token.data) : undefined
      const outcome = found?.outcome ?? 'expired'
      // The account's language, else the mail's (the link's `lang`), else the browser's.
      const language = firstLanguage(
        found?.outcome === 'done' ? await findLanguage(app.database.db, found.userId) : undefined,
        request.query.lang,
        languageFromHeader(request.headers['accept-language']),
      )
      const page = verifyPage(language, outcome)
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
      return resendVerification(
        accounts,
        userId,
        () => limitMail(userId),
        languageFromHeader(request.headers['accept-language']),
      )
    },
  )
}
