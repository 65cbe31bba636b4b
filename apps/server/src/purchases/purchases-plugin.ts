import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createAppleServerApi } from './apple-server-api'
import { createGooglePlay } from './google-play'
import { scheduleEntitlementRecheck } from './recheck-job'
import { purchaseRoutes } from './routes'
import { PurchaseService } from './service'
import { createStripeStore } from './stripe-store'

declare module 'fastify' {
  interface FastifyInstance {
    purchaseService: PurchaseService
  }
}

export interface PurchasesPluginOptions {
  /** The clock of the service and the re-check job (tests move it). */
  readonly now?: () => Date
  /** Starts the re-check job (on by default). */
  readonly recheck?: boolean
}

/** Premium: store receipts, web checkout and the entitlements that make a user premium. */
export const purchasesPlugin = fp(async (app: FastifyInstance, options: PurchasesPluginOptions) => {
  const { purchases, publicUrl } = app.config
  const { apple } = purchases
  if (purchases.sandbox) {
    app.log.warn(
      'The sandbox store is on: Upgrade grants 30 days of premium to anyone signed in, without payment. Set STORE=none (the default with NODE_ENV=production) or configure a real store.',
    )
  }
  const service = new PurchaseService({
    db: app.database.db,
    publicUrl,
    apple,
    appleApi: apple?.serverApi ? createAppleServerApi(apple.bundleId, apple.serverApi) : undefined,
    googlePlay: purchases.googlePlay ? createGooglePlay(purchases.googlePlay) : undefined,
    stripe: purchases.stripe ? createStripeStore(purchases.stripe) : undefined,
    log: app.log,
    now: options.now,
  })
  app.decorate('purchaseService', service)
  app.accounts.beforeDeletion.push((userId) => service.stopRenewals(userId))
  await app.register(purchaseRoutes)
  if (options.recheck !== false) {
    await scheduleEntitlementRecheck(app.jobs, service, app.log)
  }
})
