import { App as CapacitorApp } from '@capacitor/app'
import { Capacitor } from '@capacitor/core'
import { consoleReporter } from './console-reporter'
import { installGlobalErrorHandlers } from './global-errors'
import { watchNativeReadiness } from './native-ready'
import { RecordingReporter, type Reporter } from './reporter'
import { startWebVitals } from './web-vitals'

let active: RecordingReporter | undefined

/** The reporter in use; console-only until start-up chose one. */
export function reporter(): Reporter {
  return active ?? consoleReporter
}

/** Recorded events, for the e2e hook. */
export function recordedEvents(): RecordingReporter['events'] {
  return active?.events ?? []
}

/** Start-up: choose the reporter, catch global errors, log "app started", measure, watch native plugins. */
export async function startTelemetry(target: Window): Promise<Reporter> {
  const dsn = import.meta.env.VITE_SENTRY_DSN
  const inner = dsn
    ? await import('./sentry-reporter').then((m) => m.createSentryReporter(dsn))
    : consoleReporter
  active = new RecordingReporter(inner)
  installGlobalErrorHandlers(active, target)
  active.log('App started', { platform: Capacitor.getPlatform() })
  watchNativeReadiness(
    {
      isNativePlatform: () => Capacitor.isNativePlatform(),
      pluginsReady: () => CapacitorApp.getInfo(),
    },
    active,
  )
  // The speed measurements start once the main thread is idle after start-up, not in one of its
  // tasks: their observers are given what happened before (buffered), so nothing is missed.
  const measuring = active
  const measure = () => void startWebVitals(measuring)
  // Safari (the iOS app's web view) has no requestIdleCallback: a timer there.
  if (typeof target.requestIdleCallback === 'function') {
    target.requestIdleCallback(measure, { timeout: 5000 })
  } else setTimeout(measure, 0)
  return active
}
