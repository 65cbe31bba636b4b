import { AUTH_SCHEME } from '@huey/contracts'

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

let tokenSource: () => string | null = () => null

/**
 * Where the session token comes from: the app passes its stored token at start-up (auth/auth.ts),
 * so this shared client never reaches into storage itself.
 */
export function setTokenSource(source: () => string | null): void {
  tokenSource = source
}

/** The session token the app holds now, or null (a WebSocket says it in its first message). */
export function currentToken(): string | null {
  return tokenSource()
}

/** The address of an API WebSocket: beside the API, ws or wss as the page or the API is. */
export function apiSocketUrl(path: string): string {
  const base = baseUrl || window.location.origin
  return `${base.replace(/^http/, 'ws')}${path}`
}

let languageSource: () => string | null = () => null

/** The app's language, sent as `Accept-Language` (the server writes its e-mails in it). */
export function setLanguageSource(source: () => string | null): void {
  languageSource = source
}

type UnauthorizedListener = (sentToken: string, serverMessage: string | undefined) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Called when the server answers 401 to a request that carried a token: that session is over
 * (logged out elsewhere, account deleted, expired). The listener gets the token that was sent and
 * the server's `error`, which tells a deleted account from an ended session.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export interface RequestOptions {
  readonly body?: unknown
  /** Adds `Authorization: Bearer <token>` when there is a session (the default). */
  readonly withToken?: boolean
  readonly signal?: AbortSignal
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The only `fetch` of the app, behind apiRequest (JSON) and apiUpload (a photo). Sends one
 * request: the session token as a Bearer header unless the caller opts out, 401s to a
 * request that carried it told to the `onUnauthorized` listeners, the JSON answer parsed.
 */
async function send(
  method: Method,
  path: string,
  body: { readonly data: BodyInit; readonly type?: string } | undefined,
  options: { readonly withToken?: boolean; readonly signal?: AbortSignal },
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = options.withToken === false ? null : tokenSource()
  if (token) headers.authorization = `${AUTH_SCHEME} ${token}`
  const language = languageSource()
  if (language) headers['accept-language'] = language
  if (body?.type) headers['content-type'] = body.type
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body?.data,
      signal: options.signal,
    })
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'The request failed.')
  }
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = undefined
  }
  if (response.status === 401 && token) {
    const error = (data as { error?: unknown } | undefined)?.error
    for (const listener of unauthorizedListeners) {
      listener(token, typeof error === 'string' ? error : undefined)
    }
  }
  return { status: response.status, data }
}

/**
 * The app's JSON calls. Every call carries the session token as a Bearer header, unless the
 * caller opts out (verify-age, SPEC.md section 7); without a session it is sent unchanged.
 */
export function apiRequest(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer> {
  const body =
    options.body === undefined
      ? undefined
      : { data: JSON.stringify(options.body), type: 'application/json' }
  return send(method, path, body, options)
}

/** Posts a multipart form (a photo to `POST /images/process`), with the token as any call. */
export function apiUpload(
  path: string,
  form: FormData,
  options: { readonly signal?: AbortSignal } = {},
): Promise<ApiAnswer> {
  // No content-type of ours: the browser writes the multipart boundary into it.
  return send('POST', path, { data: form }, options)
}
