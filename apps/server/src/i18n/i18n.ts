import { type Catalogue, type Language, languageSchema } from '@huey/contracts'
import i18next, { type TFunction } from 'i18next'
import { de } from './locales/de'
import { enUS } from './locales/en-us'
import { es } from './locales/es'
import { fr } from './locales/fr'
import { ptBR } from './locales/pt-br'

/** Every language's catalogue of the server's e-mails and pages (en-US the reference). */
export const catalogues: Readonly<Record<Language, Catalogue>> = {
  'en-US': enUS,
  es,
  fr,
  de,
  'pt-BR': ptBR,
}

const languages = languageSchema.options
const instance = i18next.createInstance()
// All five are small and in memory: a synchronous start, before any request.
void instance.init({
  initAsync: false,
  lng: 'en-US',
  fallbackLng: 'en-US',
  supportedLngs: [...languages],
  load: 'currentOnly',
  // Mails are plain text; the HTML builders escape every translated line themselves.
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    Object.entries(catalogues).map(([language, messages]) => [language, { translation: messages }]),
  ),
})

/** Writes in one language: `t('mail.verify.subject')`. */
export type Translate = TFunction

/** A translator fixed to `language`, for one e-mail or page. */
export function translatorFor(language: Language): Translate {
  return instance.getFixedT(language)
}

/**
 * The app's language an `Accept-Language` header asks for first, its q-values honoured and each
 * tag matched on its primary subtag (es-MX is Spanish, pt-PT Brazilian Portuguese, en-GB US
 * English); undefined when it names none of them.
 */
export function languageFromHeader(header: string | undefined): Language | undefined {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      )
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((a) => a.tag && a.tag !== '*' && a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of asked) {
    const exact = languages.find((l) => l.toLowerCase() === tag)
    if (exact) return exact
    const primary = tag.split(/[-_]/)[0]
    const match = languages.find((l) => l.toLowerCase().split('-')[0] === primary)
    if (match) return match
  }
  return undefined
}

/** The first language given, else US English. */
export function firstLanguage(...candidates: (Language | undefined)[]): Language {
  return candidates.find((c) => c !== undefined) ?? 'en-US'
}
