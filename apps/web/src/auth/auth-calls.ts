import { type AuthOperation, operationMessages, TOAST_ERROR_COLOR } from '@huey/contracts'
import { translateMessage } from '../i18n/messages'
import { type ApiAnswer, apiRequest } from '../lib/api-client'
import { serverErrorOf } from '../lib/api-error'
import { showToast } from '../lib/toasts'
import { type AuthDeps, AuthError, signInAnswerSchema } from './auth-types'
import type { Profile } from './profile-store'

/**
 * How every account call is sent and how it fails (SPEC.md section 8): on any failure a danger
 * toast, then an error with the same message (the server's `error`, else the operation's default;
 * "unexpected" when no answer came). The calls themselves are AuthService's.
 */
export class AuthCalls {
  protected readonly request: typeof apiRequest
  protected readonly toast: (message: string, color: string) => void
  protected readonly log: (message: string, error: unknown) => void

  constructor(deps: Pick<AuthDeps, 'request' | 'toast' | 'log'>) {
    this.request = deps.request ?? apiRequest
    this.toast = deps.toast ?? ((m, c) => void showToast(m, c))
    this.log = deps.log ?? ((m, e) => console.error(m, e))
  }

  protected fail(original: string): never {
    const message = translateMessage(original)
    this.toast(message, TOAST_ERROR_COLOR)
    throw new AuthError(message, original)
  }

  /** Sends one call and answers its JSON body on success; any failure toasts and throws. */
  protected async call(operation: AuthOperation, send: () => Promise<ApiAnswer>): Promise<unknown> {
    const messages = operationMessages[operation]
    let answer: ApiAnswer
    try {
      answer = await send()
    } catch {
      return this.fail(messages.unexpected)
    }
    if (answer.status >= 200 && answer.status < 300) return answer.data
    return this.fail(serverErrorOf(answer.data) || messages.serverError)
  }

  protected sessionFrom(operation: AuthOperation, data: unknown): { token: string; user: Profile } {
    const session = signInAnswerSchema.safeParse(data)
    if (!session.success) return this.fail(operationMessages[operation].unexpected)
    return session.data
  }
}
