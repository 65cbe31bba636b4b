import { serverMessages } from '@huey/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error'

/** C0 controls and DEL: never part of an id, a name or an e-mail; PostgreSQL refuses NUL in text. */
function holdsControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** The request's address with escapes decoded; undefined when an escape is malformed. */
function decodedUrl(url: string): string | undefined {
  try {
    return decodeURIComponent(url.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/** True when a string anywhere in a parsed JSON body (values or keys) holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v))
  }
  return false
}

/**
 * Turns away, with a 400 and `{ error }`, addresses holding control characters or broken escapes
 * and JSON bodies holding NUL, before any route hands them to the database (which answered 500).
 * Control characters other than NUL stay allowed inside bodies: a name may hold a tab or a newline.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const url = decodedUrl(request.url)
    if (url === undefined || holdsControlCharacter(url)) {
      throw new HttpError(400, serverMessages.invalidAddress)
    }
  })
  // After validation, so a schema's own message ("Name cannot contain control characters.") wins.
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.body)) throw new HttpError(400, serverMessages.invalidCharacters)
  })
})
