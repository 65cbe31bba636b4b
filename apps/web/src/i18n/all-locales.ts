import type { Language } from './languages'
import { de } from './locales/de'
import { enUS, type LocaleMessages } from './locales/en-us'
import { es } from './locales/es'
import { fr } from './locales/fr'
import { ptBR } from './locales/pt-br'

/**
 * Every language's messages at once, for code that runs outside the app (the first paint, built at
 * build time) and for the tests that compare them; the app itself loads one language at a time
 * (i18n.ts).
 */
export const allLocales: Readonly<Record<Language, LocaleMessages>> = {
  'en-US': enUS,
  es,
  fr,
  de,
  'pt-BR': ptBR,
}
