import type { Language } from '@huey/contracts'
import type { FastifyRequest } from 'fastify'
import { firstLanguage, languageFromHeader } from '../i18n/i18n'
import { HttpError } from '../lib/http-error'

/**
 * The language a catalogue answer is written in: `?lang=` (one of the app's languages, or a tag
 * of one: es-MX is Spanish), else the `Accept-Language` header's first match, else US English.
 * A `lang` naming none of them is a 400.
 */
export function catalogLanguageOf(request: FastifyRequest): Language {
  const asked = new URL(request.url, 'http://localhost').searchParams.get('lang')
  const chosen = asked === null ? undefined : languageFromHeader(asked.slice(0, 35))
  if (asked !== null && !chosen) throw new HttpError(400, '`lang` names no language of the app.')
  return firstLanguage(chosen, languageFromHeader(request.headers['accept-language']))
}
