import formbody from '@fastify/formbody'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { decideConsent, findPendingConsent } from './consent'
import { consentPage, escapeHtml } from './emails'

const tokenSchema = z.string().min(20).max(200)
const invalidLink = consentPage(
  'This link no longer works',
  '<p>The link has already been used, has expired or was replaced by a newer one. If your child still needs your consent, they can send you a new link from their profile in Huey.</p>',
)

/** No scripts, no framing (the confirm button cannot be clickjacked), the token never sent on. */
export const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

/** The parent's side of consent: a page to confirm or decline, and its form's answer. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take an HTML form; the rest of the API stays JSON only.
  await app.register(formbody, { bodyLimit: 4096 })
  const db = app.database.db

  app.get(
    '/auth/parent-consent',
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const token = tokenSchema.safeParse(request.query.token)
      const found = token.success ? await findPendingConsent(db, token.data) : undefined
      if (!found || !token.success) return reply.code(410).send(invalidLink)
      const name = escapeHtml(found.name)
      return consentPage(
        `Confirm ${found.name}'s account`,
        `<p>${name} signed up for Huey, a paint-by-number app, and named you as their parent.</p><p>${name} can already colour pictures and turn photos into puzzles on their own device; the photo never leaves it. If you confirm, ${name} can also buy premium, share pictures and, when their device is slow, have a photo made into a puzzle on our servers (sent scaled down, without its location, and not kept). If you decline, the account and everything in it is deleted now.</p><form method="post" action="/auth/parent-consent"><input type="hidden" name="token" value="${escapeHtml(token.data)}"><button class="yes" name="decision" value="confirm">Confirm</button><button class="no" name="decision" value="decline">Decline and delete</button></form>`,
      )
    },
  )

  app.post(
    '/auth/parent-consent',
    {
      schema: {
        body: z.object({ token: tokenSchema, decision: z.enum(['confirm', 'decline']) }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').headers(pageHeaders)
      const { token, decision } = request.body
      const done = await decideConsent(db, token, decision)
      if (!done) return reply.code(410).send(invalidLink)
      return decision === 'confirm'
        ? consentPage('Thank you', '<p>The account is confirmed. Happy painting!</p>')
        : consentPage('Declined', '<p>The account and everything in it have been deleted.</p>')
    },
  )
}
