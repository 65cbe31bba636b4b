import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import type { AppleServerApi } from './apple-server-api'
import type { GooglePlay } from './google-play'
import type { AppleConfig } from './store-config'
import type { StripeStore } from './stripe-store'

/** What each store's module reaches the outside world through; a store left out is not offered. */
export interface PurchaseServiceDeps {
  readonly db: Db
  readonly publicUrl: string
  readonly apple: AppleConfig | undefined
  readonly appleApi: AppleServerApi | undefined
  readonly googlePlay: GooglePlay | undefined
  readonly stripe: StripeStore | undefined
  readonly log: FastifyBaseLogger
  readonly now?: () => Date
}
