/** The app's languages: en-US is the default and the fallback (SPEC.md section 9). */
export const languages = ['en-US', 'es', 'fr', 'de', 'pt-BR'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en-US'

/** Each language's own name, as the language picker shows it. */
export const languageNames: Readonly<Record<Language, string>> = {
  'en-US': 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/**
 * The first of the device's preferred languages (BCP 47 tags, best first) that the app speaks,
 * matched on the primary subtag: es-MX is Spanish, pt-PT is read in Brazilian Portuguese, en-GB
 * in US English. Nothing matching gives the default.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]
    const match = languages.find((l) => l.toLowerCase().split('-')[0] === primary)
    if (match) return match
  }
  return defaultLanguage
}
