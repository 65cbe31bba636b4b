import {
  type ChildExport,
  childExportSchema,
  type FamilyChild,
  familyResponseSchema,
  messageResponseSchema,
  TOAST_DEFAULT_COLOR,
  TOAST_ERROR_COLOR,
} from '@huey/contracts'
import { i18n } from '../i18n/i18n'
import { translateMessage, translateServerError } from '../i18n/messages'
import { type ApiAnswer, apiRequest } from '../lib/api-client'
import { showToast } from '../lib/toasts'

/** A family call that failed; the toast has said why (in the reader's language). */
export class FamilyCallError extends Error {
  override readonly name = 'FamilyCallError'
}

const childPath = (childId: string) => `/family/children/${encodeURIComponent(childId)}`

/** The answer's data on success; a toast with the server's message (or ours) and a throw otherwise. */
async function call(send: () => Promise<ApiAnswer>, quiet = false): Promise<unknown> {
  let answer: ApiAnswer | undefined
  try {
    answer = await send()
  } catch {
    answer = undefined
  }
  if (answer && answer.status >= 200 && answer.status < 300) {
    const message = messageResponseSchema.safeParse(answer.data)
    if (message.success && !quiet) {
      showToast(translateMessage(message.data.message), TOAST_DEFAULT_COLOR)
    }
    return answer.data
  }
  const error = (answer && translateServerError(answer.data)?.shown) ?? i18n.t('family.failed')
  showToast(error, TOAST_ERROR_COLOR)
  throw new FamilyCallError(error)
}

/** The signed-in parent's calls about their children. */
export const familyCalls = {
  async children(): Promise<FamilyChild[]> {
    const data = await call(() => apiRequest('GET', '/family/children'), true)
    const parsed = familyResponseSchema.safeParse(data)
    return parsed.success ? parsed.data.children : []
  },
  async withdrawConsent(childId: string): Promise<void> {
    await call(() => apiRequest('POST', `${childPath(childId)}/withdraw-consent`))
  },
  async deleteChild(childId: string): Promise<void> {
    await call(() => apiRequest('DELETE', childPath(childId)))
  },
  async exportChild(childId: string): Promise<ChildExport> {
    const data = await call(() => apiRequest('GET', `${childPath(childId)}/export`), true)
    const parsed = childExportSchema.safeParse(data)
    if (!parsed.success) throw new FamilyCallError('The download was not readable.')
    return parsed.data
  },
}
