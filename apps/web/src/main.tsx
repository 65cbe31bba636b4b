import '@huey/contracts/no-eval'
import { warmIntl } from './i18n/intl-warm-up'

/**
 * A new task: the code each step imports is evaluated in its own task, not all of the app's
 * modules in one (about 60 ms of a busy phone's main thread with nothing else able to run).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The server preloads every step's code with the page (apps/server plugins/page-preloads.ts), so
// the steps wait for no network.
async function start(): Promise<void> {
  // ICU starts on another core while the steps below run.
  warmIntl()
  // zod and the preferences' schema first, alone: building schemas is the costly part of the next step.
  await import('./lib/preferences')
  await nextTask()
  // i18next and the en-US words alone: the preferences' step below imports them too.
  await import('./i18n/i18n')
  await nextTask()
  // The stored profile and the account's schemas alone: the preferences' step below follows the
  // account (its sign-in service) too.
  await import('./auth/profile-store')
  await nextTask()
  // Preferences first: the language kept in them (on this device, or the account's) is the app's.
  const { startPreferences } = await import('./app/preferences')
  startPreferences()
  await nextTask()
  const [{ startTelemetry }, { startLanguage }] = await Promise.all([
    import('./telemetry/telemetry'),
    import('./app/language'),
  ])
  await Promise.all([startTelemetry(window), startLanguage(window)])
  if (__E2E__) {
    const { installEndToEndApi } = await import('./app/e2e-api')
    installEndToEndApi(window)
  }
  // The app's largest libraries, each evaluated in a task of its own: React's DOM renderer, the
  // router, Ionic's core, its router, the tab bar, then the app's shell.
  await nextTask()
  await import('react-dom/client')
  await nextTask()
  await import('react-router-dom')
  await nextTask()
  // Ionic's core (its components' runtime, overlays, animations) alone, then its React side.
  await import('@ionic/core/components')
  await nextTask()
  const { startIonic } = await import('./app/ionic')
  // Set up a task after the evaluation: each is about half of this step.
  await nextTask()
  startIonic()
  await nextTask()
  await import('@ionic/react-router')
  await nextTask()
  await import('./app/tab-bar')
  await nextTask()
  // Purchases and their schemas alone: the shell's step below imports them too.
  await import('./app/premium')
  await nextTask()
  await import('./app/app')
  await nextTask()
  const { startApp } = await import('./app/start-app')
  startApp(window)
}

void start()
