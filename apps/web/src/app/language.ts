import { changeLanguage, currentLanguage, i18n, startI18n } from '../i18n/i18n'
import type { ChooseLanguage } from '../i18n/language-choice'
import { isLanguage, matchLanguage } from '../i18n/languages'
import { setLanguageSource } from '../lib/api-client'
import { preferences } from '../lib/preferences'
import { readLanguageChoice, writeLanguageChoice } from '../storage/local-storage'

/**
 * The language at start: the one chosen on this device, else the device's own preference. The
 * page's `lang` follows it, so screen readers and hyphenation speak the same language.
 */
export async function startLanguage(target: Window): Promise<void> {
  i18n.on('languageChanged', (language: string) => {
    target.document.documentElement.lang = language
  })
  const chosen = preferences.get().language ?? readLanguageChoice()
  const { languages, language } = target.navigator
  await startI18n(isLanguage(chosen) ? chosen : matchLanguage(languages ?? [language]))
  // Every call says the app's language, so what the server writes (an e-mail at sign-up, a reset
  // link) is in it even before the account keeps a language.
  setLanguageSource(currentLanguage)
  // The account's language arrives at sign-in (preferences sync): the app follows it.
  preferences.subscribe(() => {
    const kept = preferences.get().language
    if (isLanguage(kept) && kept !== currentLanguage()) void changeLanguage(kept)
  })
}

/** The profile's language menu: kept on this device and in the account; the app switches at once. */
export const chooseLanguage: ChooseLanguage = async (language) => {
  writeLanguageChoice(language)
  await changeLanguage(language)
  // Kept in the preferences too: in the account when signed in, so every device speaks it.
  await preferences.change({ language })
}
