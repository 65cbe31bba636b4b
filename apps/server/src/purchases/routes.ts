import { plansResponseSchema } from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { plansOf } from './plans'

/** The /purchases calls; each a thin handler over the purchase service. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = plansOf(app.config.purchases)

  app.get(
    '/purchases/plans',
    { schema: { response: { 200: plansResponseSchema } } },
    async () => plans,
  )
}
