import { Suspense } from 'react'
import { Navigate, Route } from 'react-router-dom'
import { RequireSession } from '../auth/require-session'
import { FirstPaintHandOff } from './first-paint-hand-off'
import { pageRoutes } from './routes'

/**
 * The routes for the app's one IonRouterOutlet (IonTabs needs the outlet as its direct child, so
 * this is a list, not a component): empty and unknown paths go to /landing; profile needs a session.
 */
export const routeElements = [
  ...pageRoutes.map(({ path, page: Page, loggedInOnly }) => {
    const element = (
      <Suspense fallback={null}>
        <Page />
        <FirstPaintHandOff />
      </Suspense>
    )
    return (
      <Route
        key={path}
        path={path}
        element={loggedInOnly ? <RequireSession>{element}</RequireSession> : element}
      />
    )
  }),
  <Route key="/" path="/" element={<Navigate to="/landing" replace />} />,
  <Route key="*" path="*" element={<Navigate to="/landing" replace />} />,
]
