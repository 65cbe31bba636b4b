import type { FastifyBaseLogger } from 'fastify'
import type { PurchaseService } from './service'

/** Re-checks entitlements near their expiry every 15 minutes; the first run waits a minute. */
export function startEntitlementRecheck(
  service: PurchaseService,
  log: FastifyBaseLogger,
  { everyMs = 15 * 60_000, firstAfterMs = 60_000 } = {},
) {
  let running = false
  const run = () => {
    if (running) return
    running = true
    service
      .recheckDue()
      .then(
        (result) => result.checked > 0 && log.info(result, 'entitlements re-checked'),
        (err: unknown) => log.error({ err }, 'entitlement re-check failed'),
      )
      .finally(() => {
        running = false
      })
  }
  const first = setTimeout(run, firstAfterMs)
  const timer = setInterval(run, everyMs)
  first.unref()
  timer.unref()
  return {
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
