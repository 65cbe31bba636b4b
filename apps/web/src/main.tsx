import '@huey/contracts/no-eval'

/**
 * A new task: the code each step imports is evaluated in its own task, not all of the app's
 * modules in one (about 60 ms of a busy phone's main thread with nothing else able to run).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The server preloads every step's code with the page (apps/server plugins/page-preloads.ts), so
// the steps wait for no network.
async function start(): Promise<void> {
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
  await nextTask()
  const { startApp } = await import('./app/start-app')
  startApp(window)
}

void start()
