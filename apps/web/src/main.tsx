import '@huey/contracts/no-eval'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { followSignIns } from './app/account-sync'
import { App } from './app/app'
import { startLanguage } from './app/language'
import { startPreferences } from './app/preferences'
import { registerServiceWorker } from './app/service-worker'
import { authService } from './auth/auth'
import { keepProfileFresh } from './auth/profile-refresh'
import { startTelemetry } from './telemetry/telemetry'

async function start(): Promise<void> {
  // Preferences first: the language kept in them (on this device, or the account's) is the app's.
  startPreferences()
  await Promise.all([startTelemetry(window), startLanguage(window)])
  if (__E2E__) {
    const { installEndToEndApi } = await import('./app/e2e-api')
    installEndToEndApi(window)
  }
  registerServiceWorker(window)
  followSignIns()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  // A transition: React renders the first page in slices of a few milliseconds, between which
  // the browser stays responsive, instead of one long task (Lighthouse's total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
  keepProfileFresh({
    window,
    document,
    online: () => navigator.onLine,
    isLoggedIn: () => authService.isLoggedIn(),
    refresh: () => authService.refreshProfile(),
    now: Date.now,
  })
}

void start()
