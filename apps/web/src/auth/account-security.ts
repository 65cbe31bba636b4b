import {
  messageResponseSchema,
  type SessionInfo,
  sessionListSchema,
  TOAST_DEFAULT_COLOR,
  TOAST_ERROR_COLOR,
} from '@huey/contracts'
import { translateServerError } from '../i18n/messages'
import { type ApiAnswer, apiRequest } from '../lib/api-client'
import { showToast } from '../lib/toasts'

export interface AccountSecurityDeps {
  readonly request?: typeof apiRequest
  readonly toast?: (message: string, color: string) => void
  /** Forgets the session on this device (after "sign out everywhere"). */
  readonly endSession: () => void
  /** What the toast says when the server gives no message (in the reader's language). */
  readonly failedMessage: () => string
}

/** A failed call; its message is what the toast said. */
export class AccountCallError extends Error {
  override readonly name = 'AccountCallError'
}

/**
 * The account's own security calls (not SPEC.md's): verifying the address, forgotten and changed
 * passwords, and the list of signed-in devices. Each shows the server's message in a toast,
 * success or failure, and throws on failure.
 */
export class AccountSecurity {
  private readonly request: typeof apiRequest
  private readonly toast: (message: string, color: string) => void

  constructor(private readonly deps: AccountSecurityDeps) {
    this.request = deps.request ?? apiRequest
    this.toast = deps.toast ?? ((m, c) => void showToast(m, c))
  }

  private async call(send: () => Promise<ApiAnswer>, quiet = false): Promise<unknown> {
    let answer: ApiAnswer | undefined
    try {
      answer = await send()
    } catch {
      answer = undefined
    }
    if (answer && answer.status >= 200 && answer.status < 300) {
      const message = messageResponseSchema.safeParse(answer.data)
      if (message.success && !quiet) this.toast(message.data.message, TOAST_DEFAULT_COLOR)
      return answer.data
    }
    const error = (answer && translateServerError(answer.data)?.shown) || this.deps.failedMessage()
    this.toast(error, TOAST_ERROR_COLOR)
    throw new AccountCallError(error)
  }

  async resendVerification(): Promise<void> {
    await this.call(() => this.request('POST', '/auth/verify-email/resend'))
  }

  async forgotPassword(email: string): Promise<void> {
    await this.call(() => this.request('POST', '/auth/password/forgot', { body: { email } }))
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.call(() =>
      this.request('POST', '/auth/password/reset', { body: { token, password }, withToken: false }),
    )
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.call(() =>
      this.request('POST', '/auth/password/change', { body: { currentPassword, newPassword } }),
    )
  }

  async sessions(): Promise<SessionInfo[]> {
    const data = await this.call(() => this.request('GET', '/auth/sessions'), true)
    const list = sessionListSchema.safeParse(data)
    return list.success ? list.data.sessions : []
  }

  async signOutSession(sessionId: string): Promise<void> {
    await this.call(() => this.request('DELETE', `/auth/sessions/${encodeURIComponent(sessionId)}`))
  }

  async signOutEverywhere(): Promise<void> {
    await this.call(() => this.request('POST', '/auth/logout-everywhere'))
    this.deps.endSession()
  }
}
