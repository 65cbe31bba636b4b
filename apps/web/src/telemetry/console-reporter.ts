import type { Reporter } from './reporter'

/** The reporter when no Sentry DSN is configured: the same interface, written to the console. */
export const consoleReporter: Reporter = {
  log: (message, data) => console.info(`[huey] ${message}`, data ?? ''),
  nonFatal: (message, data) => console.warn(`[huey] ${message}`, data ?? ''),
  metric: (name, value, rating) =>
    console.debug(`[huey] ${name} ${value.toFixed(1)}`, rating ?? ''),
}
