import { TOAST_ERROR_COLOR, type TogetherSession, togetherSessionSchema } from '@huey/contracts'
import { i18n } from '../i18n/i18n'
import { translateServerError } from '../i18n/messages'
import { apiRequest } from '../lib/api-client'
import { showToast } from '../lib/toasts'

/** An invitation the server answered, or null after a toast saying why not. */
async function session(send: () => ReturnType<typeof apiRequest>): Promise<TogetherSession | null> {
  try {
    const answer = await send()
    const parsed = togetherSessionSchema.safeParse(answer.data)
    if (answer.status < 300 && parsed.success) return parsed.data
    const error = translateServerError(answer.data)?.shown
    showToast(error ?? i18n.t('together.failed'), TOAST_ERROR_COLOR)
  } catch {
    showToast(i18n.t('together.failed'), TOAST_ERROR_COLOR)
  }
  return null
}

export const togetherCalls = {
  invite: (imageId: string) =>
    session(() => apiRequest('POST', '/together', { body: { imageId } })),
  join: (code: string) => session(() => apiRequest('POST', '/together/join', { body: { code } })),
}
