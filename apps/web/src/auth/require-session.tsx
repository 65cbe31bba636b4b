import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { readToken } from '../storage/local-storage'

/** Pages for logged-in users only: without a stored token, the user is sent to /landing (SPEC.md section 2). */
export function RequireSession({ children }: { readonly children: ReactNode }) {
  if (readToken() === null) return <Navigate to="/landing" replace />
  return <>{children}</>
}
