import { i18n } from '../i18n/i18n'
import { NetworkError } from '../lib/api-client'
import { ApiError } from '../lib/api-error'

/**
 * What to tell someone whose work could not be made into a PNG, in their language. As with the
 * account calls (SPEC.md section 8), the server's own message wins: "This picture is for premium
 * members." when premium has ended, say.
 */
export function workFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return i18n.t('myWorks.offline')
  if (error instanceof ApiError) return error.message
  return i18n.t('myWorks.unexpected')
}
