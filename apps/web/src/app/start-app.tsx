import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { authService } from '../auth/auth'
import { keepProfileFresh } from '../auth/profile-refresh'
import { followSignIns, syncIfSignedIn } from './account-sync'
import { App } from './app'
import { registerServiceWorker } from './service-worker'

/** The app itself, once preferences, telemetry and the language have started (main.tsx). */
export function startApp(target: Window): void {
  registerServiceWorker(target)
  followSignIns()
  syncIfSignedIn(target)
  const root = target.document.getElementById('root')
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
    window: target,
    document: target.document,
    online: () => target.navigator.onLine,
    isLoggedIn: () => authService.isLoggedIn(),
    refresh: () => authService.refreshProfile(),
    now: Date.now,
  })
}
