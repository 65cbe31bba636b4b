import formbody from '@fastify/formbody'
import { type Language, languageSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { firstLanguage, languageFromHeader, translatorFor } from '../i18n/i18n'
import { escapeHtml } from '../lib/escape-html'
import { findLanguage } from '../preferences/repository'
import { decideConsent, findPendingConsent } from './consent'
import { consentAgreement, serverPage } from './emails'

const tokenSchema = z.string().min(20).max(200)
// A language the page cannot read is no reason to refuse it: it is read as none.
const langSchema = languageSchema.optional().catch(undefined)

/** A page of one title and one paragraph, in `language`. */
function notePage(language: Language, page: 'consentInvalid' | 'consentGiven' | 'consentDeclined') {
  const t = translatorFor(language)
  return serverPage(
    language,
    t(`pages.${page}.title`),
    `<p>${escapeHtml(t(`pages.${page}.text`))}</p>`,
  )
}

/** The parent's choice: what confirming and declining mean, and the two buttons. */
function consentForm(language: Language, name: string, token: string): string {
  const t = translatorFor(language)
  const html = (key: string) => escapeHtml(t(key, { name }))
  const [agreementTitle, ...agreement] = consentAgreement(t, name).map(escapeHtml)
  return serverPage(
    language,
    t('pages.consent.title', { name }),
    `<p>${html('pages.consent.joined')}</p><p>${html('pages.consent.choice')}</p><p>${agreementTitle}</p><ul>${agreement.map((line) => `<li>${line}</li>`).join('')}</ul><form method="post" action="/auth/parent-consent"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="lang" value="${language}"><button class="yes" name="decision" value="confirm">${html('pages.consent.confirm')}</button><button class="no" name="decision" value="decline">${html('pages.consent.decline')}</button></form>`,
  )
}

/** No scripts, no framing (the confirm button cannot be clickjacked), the token never sent on. */
export const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

/**
 * The parent's side of consent: a page to confirm or decline, and its form's answer. Each is in
 * the child's account language, else the mail's (the link's `lang`), else the parent's browser's.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take an HTML form; the rest of the API stays JSON only.
  await app.register(formbody, { bodyLimit: 4096 })
  const db = app.database.db

  app.get(
    '/auth/parent-consent',
    {
      schema: {
        querystring: z.object({ token: z.string().max(200).optional(), lang: langSchema }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const token = tokenSchema.safeParse(request.query.token)
      const found = token.success ? await findPendingConsent(db, token.data) : undefined
      const asked = [request.query.lang, languageFromHeader(request.headers['accept-language'])]
      if (!found || !token.success) {
        return reply.code(410).send(notePage(firstLanguage(...asked), 'consentInvalid'))
      }
      const language = firstLanguage(await findLanguage(db, found.userId), ...asked)
      return consentForm(language, found.name, token.data)
    },
  )

  app.post(
    '/auth/parent-consent',
    {
      schema: {
        body: z.object({
          token: tokenSchema,
          decision: z.enum(['confirm', 'decline']),
          lang: langSchema,
        }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const { token, decision, lang } = request.body
      const language = firstLanguage(lang, languageFromHeader(request.headers['accept-language']))
      const done = await decideConsent(db, token, decision)
      if (!done) return reply.code(410).send(notePage(language, 'consentInvalid'))
      return notePage(language, decision === 'confirm' ? 'consentGiven' : 'consentDeclined')
    },
  )
}
