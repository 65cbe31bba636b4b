import {
  type AuthOperation,
  codeOfMessage,
  operationMessages,
  TOAST_ERROR_COLOR,
} from '@huey/contracts'
import { type ServerError, translateMessage, translateServerError } from '../i18n/messages'
import { type ApiAnswer, apiRequest } from '../lib/api-client'
import { showToast } from '../lib/toasts'
import { type AuthDeps, AuthError, signInAnswerSchema } from './auth-types'
import type { Profile } from './profile-store'

/**
 * How every account call is sent and how it fails (SPEC.md section 8): on any failure a danger
 * toast, then an error with the same message (the server's answer by its code, else the operation's default;
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

  /** Fails with one of the app's own messages of the contracts (its code too, when it has one). */
  protected fail(english: string): never {
    return this.refuse({ shown: translateMessage(english), code: codeOfMessage(english)?.code })
  }

  private refuse({ shown, code }: ServerError): never {
    this.toast(shown, TOAST_ERROR_COLOR)
    throw new AuthError(shown, code)
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
    const refused = translateServerError(answer.data)
    return refused ? this.refuse(refused) : this.fail(messages.serverError)
  }

  protected sessionFrom(operation: AuthOperation, data: unknown): { token: string; user: Profile } {
    const session = signInAnswerSchema.safeParse(data)
    if (!session.success) return this.fail(operationMessages[operation].unexpected)
    return session.data
  }
}
