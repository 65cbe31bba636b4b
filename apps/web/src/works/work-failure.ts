import { NetworkError } from '../lib/api-client'
import { ApiError } from '../lib/api-error'

export const WORK_OFFLINE =
  'You are offline. Connect to the internet to save or share this picture.'
export const WORK_UNEXPECTED = 'An unexpected error occurred while preparing this picture.'

/**
 * What to tell someone whose work could not be made into a PNG. As with the account calls
 * (SPEC.md section 8), the server's own message wins: "This picture is for premium members."
 * when premium has ended, say.
 */
export function workFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return WORK_OFFLINE
  if (error instanceof ApiError) return error.message
  return WORK_UNEXPECTED
}
