import {
  appleNotificationBodySchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  plansResponseSchema,
  playNotificationBodySchema,
  portalResponseSchema,
  validatorBodySchema,
  validatorResponseSchema,
  webhookResponseSchema,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { plansOf } from './plans'

const minute = 60_000

/** The /purchases calls; each a thin handler over the purchase service. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const purchases = app.purchaseService
  const plans = plansOf(app.config.purchases)
  const scale = app.config.rateLimitScale

  app.get(
    '/purchases/plans',
    { schema: { response: { 200: plansResponseSchema } } },
    async () => plans,
  )

  app.post(
    '/purchases/validate',
    {
      config: { rateLimit: { max: 30 * scale, timeWindow: minute } },
      schema: { body: validatorBodySchema, response: { 200: validatorResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return purchases.validate(userId, request.body)
    },
  )

  app.post(
    '/purchases/checkout',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      schema: { body: checkoutBodySchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      const { productId, imageId } = request.body
      return { url: await purchases.checkout(userId, productId, imageId) }
    },
  )

  app.post(
    '/purchases/portal',
    {
      config: { rateLimit: { max: 10 * scale, timeWindow: minute } },
      schema: { response: { 200: portalResponseSchema } },
    },
    async (request) => {
      const { userId } = await app.authenticate(request)
      return { url: await purchases.portal(userId) }
    },
  )

  app.post(
    '/purchases/apple/notifications',
    {
      config: { rateLimit: { max: 120 * scale, timeWindow: minute } },
      schema: { body: appleNotificationBodySchema, response: { 200: webhookResponseSchema } },
    },
    async (request) => {
      await purchases.appleNotification(request.body.signedPayload)
      return { received: true as const }
    },
  )

  app.post(
    '/purchases/google/notifications',
    {
      config: { rateLimit: { max: 120 * scale, timeWindow: minute } },
      schema: { body: playNotificationBodySchema, response: { 200: webhookResponseSchema } },
    },
    async (request) => {
      await purchases.playNotification(request.body.message.data)
      return { received: true as const }
    },
  )

  await app.register(stripeWebhookRoute)
}

/** Stripe signs the exact bytes it sent, so this route alone keeps the JSON body raw. */
const stripeWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.post(
    '/purchases/webhook',
    {
      schema: {
        headers: z.looseObject({ 'stripe-signature': z.string().min(1).max(5_000) }),
        body: z.instanceof(Buffer),
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => {
      await app.purchaseService.webhook(request.body, request.headers['stripe-signature'])
      return { received: true as const }
    },
  )
}
