import type { FastifyBaseLogger } from 'fastify'
import type { Jobs } from '../jobs/jobs'
import type { PurchaseService } from './service'

/** Re-checks entitlements near their expiry every 15 minutes, on one server of the cluster. */
export async function scheduleEntitlementRecheck(
  jobs: Jobs,
  service: PurchaseService,
  log: FastifyBaseLogger,
) {
  await jobs.every('recheck-entitlements', '*/15 * * * *', async () => {
    const result = await service.recheckDue()
    if (result.checked > 0) log.info(result, 'entitlements re-checked')
  })
}
