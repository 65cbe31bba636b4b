import { globalErrorMessage } from '@huey/contracts'
import type { Reporter } from './reporter'

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return undefined
}

/** Logs an uncaught error to the console and records it as "Global error: <message>" (SPEC.md section 8). */
export function reportGlobalError(reporter: Reporter, error: unknown): void {
  console.error(error)
  reporter.nonFatal(globalErrorMessage(messageOf(error)))
}

/** Logs, records, then rethrows, so the error stays uncaught for the platform above. */
export function handleGlobalError(reporter: Reporter, error: unknown): never {
  reportGlobalError(reporter, error)
  throw error
}

/**
 * Catches what nothing else caught. The listeners never call preventDefault, so the browser still
 * treats each error as uncaught: this is the "rethrow" of the spec without a second error event.
 */
export function installGlobalErrorHandlers(reporter: Reporter, target: Window): () => void {
  const onError = (event: ErrorEvent) => reportGlobalError(reporter, event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => reportGlobalError(reporter, event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
