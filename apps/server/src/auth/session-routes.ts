import {
  messageResponseSchema,
  serverMessages,
  sessionIdParamsSchema,
  sessionListSchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listSessions, revokeEverySession, revokeOwnSession } from './sessions'

/** The profile's list of signed-in devices, signing one out, and signing out everywhere. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts

  app.get(
    '/auth/sessions',
    { schema: { response: { 200: sessionListSchema } } },
    async (request) => {
      const claims = await app.authenticate(request)
      return { sessions: await listSessions(accounts.db, claims.userId, claims.sessionId) }
    },
  )

  app.delete(
    '/auth/sessions/:sessionId',
    { schema: { params: sessionIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await revokeOwnSession(accounts.db, userId, request.params.sessionId)
      return { message: serverMessages.sessionSignedOut }
    },
  )

  app.post(
    '/auth/logout-everywhere',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await revokeEverySession(accounts.db, userId)
      return { message: serverMessages.signedOutEverywhere }
    },
  )
}
