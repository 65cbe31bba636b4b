import formbody from '@fastify/formbody'
import { type Language, languageSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { firstLanguage, languageFromHeader, translatorFor } from '../i18n/i18n'
import { escapeHtml } from '../lib/escape-html'
import { findLanguage } from '../preferences/repository'
import { pageHeaders } from './consent-routes'
import { serverPage } from './emails'
import { decideParentChange, findParentChange } from './parent-change-decision'

const tokenSchema = z.string().min(20).max(200)
const langSchema = languageSchema.optional().catch(undefined)

type Note = 'family.changeDone' | 'family.changeKept' | 'pages.consentInvalid'

function notePage(language: Language, page: Note): string {
  const t = translatorFor(language)
  return serverPage(language, t(`${page}.title`), `<p>${escapeHtml(t(`${page}.text`))}</p>`)
}

/** The current parent's choice: agree to the new address, or stay the parent. */
function changeForm(language: Language, name: string, toEmail: string, token: string): string {
  const t = translatorFor(language)
  const html = (key: string) => escapeHtml(t(key, { name, email: toEmail }))
  return serverPage(
    language,
    t('family.changePage.title', { name }),
    `<p>${html('family.change.asked')}</p><p>${html('family.change.effect')}</p><form method="post" action="/auth/parent-change"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="lang" value="${language}"><button class="yes" name="decision" value="confirm">${html('family.changePage.confirm')}</button><button class="no" name="decision" value="keep">${html('family.changePage.keep')}</button></form>`,
  )
}

/** The page a parent reaches from the "change of parent address" mail, and its form's answer. */
export const parentChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes and consent's take an HTML form; the rest of the API stays JSON only.
  await app.register(formbody, { bodyLimit: 4096 })
  const db = app.database.db
  const accounts = app.accounts

  app.get(
    '/auth/parent-change',
    {
      schema: {
        querystring: z.object({ token: z.string().max(200).optional(), lang: langSchema }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const token = tokenSchema.safeParse(request.query.token)
      const found = token.success ? await findParentChange(accounts, token.data) : undefined
      const asked = [request.query.lang, languageFromHeader(request.headers['accept-language'])]
      if (!found || !token.success) {
        return reply.code(410).send(notePage(firstLanguage(...asked), 'pages.consentInvalid'))
      }
      const language = firstLanguage(await findLanguage(db, found.userId), ...asked)
      return changeForm(language, found.name, found.toEmail, token.data)
    },
  )

  app.post(
    '/auth/parent-change',
    {
      schema: {
        body: z.object({
          token: tokenSchema,
          decision: z.enum(['confirm', 'keep']),
          lang: langSchema,
        }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const { token, decision, lang } = request.body
      const language = firstLanguage(lang, languageFromHeader(request.headers['accept-language']))
      const done = await decideParentChange(accounts, token, decision, language)
      if (!done) return reply.code(410).send(notePage(language, 'pages.consentInvalid'))
      return notePage(language, decision === 'confirm' ? 'family.changeDone' : 'family.changeKept')
    },
  )
}
