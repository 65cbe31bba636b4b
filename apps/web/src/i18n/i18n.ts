import i18next, { type i18n as I18n, type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, isLanguage, type Language, languages } from './languages'
import { enUS, type LocaleMessages } from './locales/en-us'

type OtherLanguage = Exclude<Language, 'en-US'>

// en-US is in the main chunk (it is also every language's fallback); the others load on demand,
// so a page never carries four languages it does not show.
const loaders: Readonly<Record<OtherLanguage, () => Promise<LocaleMessages>>> = {
  es: () => import('./locales/es').then((m) => m.es),
  fr: () => import('./locales/fr').then((m) => m.fr),
  de: () => import('./locales/de').then((m) => m.de),
  'pt-BR': () => import('./locales/pt-br').then((m) => m.ptBR),
}

/** The app's one i18next instance; react-i18next's hooks read it. */
export const i18n: I18n = i18next.createInstance()
i18n.use(initReactI18next)

const options: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  // Only the exact tag: no lookup of 'pt' or 'en' bundles that do not exist.
  load: 'currentOnly',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en-US' || i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await loaders[language]())
}

/** Starts the app in `language`, its messages loaded before the first render (no English flash). */
export async function startI18n(language: Language): Promise<void> {
  await i18n.init({
    ...options,
    lng: defaultLanguage,
    resources: { [defaultLanguage]: { translation: enUS } },
  })
  await changeLanguage(language)
}

/** Switches every mounted component to `language`, loading its messages first. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language)
  await i18n.changeLanguage(language)
}

/** Synchronous start in US English, for component tests. */
export function startI18nForTests(): void {
  if (i18n.isInitialized) return
  void i18n.init({
    ...options,
    lng: defaultLanguage,
    initAsync: false,
    resources: { [defaultLanguage]: { translation: enUS } },
  })
}

/** The current language (the default until started). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage
  return isLanguage(language) ? language : defaultLanguage
}
