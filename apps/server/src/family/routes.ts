import {
  childExportSchema,
  childParamsSchema,
  familyMessages,
  familyResponseSchema,
  messageResponseSchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FamilyService } from './service'

const minute = 60_000

/**
 * A parent's page: their children, and the rights over each (withdraw consent, delete, download).
 * Deleting a parent's own account ends the consents it gave.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = new FamilyService(app.database.db, app.accounts)
  app.accounts.beforeDeletion.push((userId) => family.endConsentsOf(userId))
  const scale = app.config.rateLimitScale

  app.get(
    '/family/children',
    { schema: { response: { 200: familyResponseSchema } } },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return { children: await family.children(userId) }
    },
  )

  app.post(
    '/family/children/:childId/withdraw-consent',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      schema: { params: childParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await family.withdrawConsent(userId, request.params.childId)
      return { message: familyMessages.consentWithdrawn }
    },
  )

  app.delete(
    '/family/children/:childId',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      schema: { params: childParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      await family.deleteChild(userId, request.params.childId)
      return { message: familyMessages.childDeleted }
    },
  )

  app.get(
    '/family/children/:childId/export',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      schema: { params: childParamsSchema, response: { 200: childExportSchema } },
    },
    async (request, reply) => {
      const { userId } = await app.authenticate(request)
      reply.header('cache-control', 'no-store')
      return family.exportChild(userId, request.params.childId)
    },
  )
}
