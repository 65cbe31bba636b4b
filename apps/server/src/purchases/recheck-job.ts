import type { FastifyBaseLogger } from 'fastify'
import { startPeriodicJob } from '../lib/periodic-job'
import type { PurchaseService } from './service'

/** Re-checks entitlements near their expiry every 15 minutes; the first run waits a minute. */
export function startEntitlementRecheck(
  service: PurchaseService,
  log: FastifyBaseLogger,
  { everyMs = 15 * 60_000, firstAfterMs = 60_000 } = {},
) {
  return startPeriodicJob(
    () =>
      service.recheckDue().then(
        (result) => {
          if (result.checked > 0) log.info(result, 'entitlements re-checked')
        },
        (err: unknown) => log.error({ err }, 'entitlement re-check failed'),
      ),
    { everyMs, firstAfterMs },
  )
}
