import {
  createTogetherBodySchema,
  joinTogetherBodySchema,
  togetherSessionSchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Bus, localBus, postgresBus, redisBus } from './bus'
import { togetherLiveRoutes } from './live-routes'
import { Rooms } from './rooms'
import { TogetherService } from './service'

const minute = 60_000

/**
 * Painting one picture together: invitations by code, and the live session on a WebSocket
 * (@fastify/websocket, registered beside this plugin so its decorators reach the whole app).
 */
export const togetherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app
  const bus: Bus = config.redisUrl
    ? redisBus(config.redisUrl, app.log)
    : database.kind === 'postgres' && config.databaseUrl
      ? postgresBus(config.databaseUrl, app.log)
      : localBus()
  const service = new TogetherService(database.db)
  const rooms = new Rooms(database.db, bus, app.log)
  // Before the database closes: every open session's painting is written to works first.
  app.addHook('preClose', () => rooms.closeAll())
  app.addHook('onClose', () => bus.close())
  const scale = config.rateLimitScale

  app.post(
    '/together',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      schema: { body: createTogetherBodySchema, response: { 201: togetherSessionSchema } },
    },
    async (request, reply) => {
      const { userId } = await app.authenticate(request)
      return reply.code(201).send(await service.create(userId, request.body.imageId))
    },
  )

  app.post(
    '/together/join',
    {
      config: { rateLimit: { max: 30 * scale, timeWindow: minute } },
      schema: { body: joinTogetherBodySchema, response: { 200: togetherSessionSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return service.join(userId, request.body.code)
    },
  )

  await app.register(togetherLiveRoutes, { service, rooms })
}
