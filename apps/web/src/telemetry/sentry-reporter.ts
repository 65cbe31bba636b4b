import type { Reporter } from './reporter'

/** Loads the Sentry SDK only when a DSN is configured, so builds without one never ship it. */
export async function createSentryReporter(dsn: string): Promise<Reporter> {
  const Sentry = await import('@sentry/react')
  Sentry.init({ dsn, release: 'huey-web', tracesSampleRate: 0.1 })
  return {
    log: (message, data) => Sentry.captureMessage(message, { level: 'info', extra: data }),
    nonFatal: (message, data) => Sentry.captureMessage(message, { level: 'warning', extra: data }),
    metric: (name, value, rating) =>
      Sentry.addBreadcrumb({ category: 'web-vital', message: name, data: { value, rating } }),
  }
}
