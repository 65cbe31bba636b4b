import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purchaseRoutes } from './routes'

/** Premium: store receipts, web checkout and the entitlements that make a user premium. */
export const purchasesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(purchaseRoutes)
})
