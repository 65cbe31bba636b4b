import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { useLoggedIn } from './profile-store'

/** Pages for logged-in users only: without a stored token, the user is sent to /landing (SPEC.md section 2). */
export function RequireSession({ children }: { readonly children: ReactNode }) {
  if (!useLoggedIn()) return <Navigate to="/landing" replace />
  return <>{children}</>
}
