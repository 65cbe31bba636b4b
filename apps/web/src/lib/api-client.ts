import { AUTH_SCHEME } from '@huey/contracts'
import { readToken } from '../storage/local-storage'

/** The base of the API: same origin on the web, the hosted server in native builds. */
const baseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

export interface ApiAnswer {
  readonly status: number
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly data: unknown
}

/** The request never got an answer: offline, DNS, CORS, aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
}

type UnauthorizedListener = (sentToken: string) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Called when the server answers 401 to a request that carried a token: that session is over
 * (logged out elsewhere, account deleted, expired). The listener gets the token that was sent.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export interface RequestOptions {
  readonly body?: unknown
  /** Adds `Authorization: Bearer <token>` when a token is stored (the default). */
  readonly withToken?: boolean
  readonly signal?: AbortSignal
}

/**
 * The only `fetch` of the app. Every call carries the stored session token as a Bearer header,
 * unless the caller opts out (verify-age, SPEC.md section 7); without a token it is sent unchanged.
 * A 401 to a request that carried the token tells the `onUnauthorized` listeners.
 */
export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = options.withToken === false ? null : readToken()
  if (token) headers.authorization = `${AUTH_SCHEME} ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'The request failed.')
  }
  if (response.status === 401 && token) {
    for (const listener of unauthorizedListeners) listener(token)
  }
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = undefined
  }
  return { status: response.status, data }
}
