import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, i18n } from '../i18n/i18n'
import { preferences } from '../lib/preferences'
import { chooseLanguage, startLanguage } from './language'

function windowWith(languages: readonly string[]): Window {
  return { document, navigator: { languages, language: languages[0] ?? '' } } as unknown as Window
}

afterEach(async () => {
  await preferences.change({ language: null })
  await changeLanguage('en-US')
})

describe('startLanguage', () => {
  it('speaks the device’s language when the app knows it', async () => {
    await startLanguage(windowWith(['fr-CA', 'en-US']))
    expect(i18n.t('tabs.home')).toBe('Galerie')
    expect(document.documentElement.lang).toBe('fr')
  })

  it('speaks US English on a device in a language the app does not know', async () => {
    await startLanguage(windowWith(['ja-JP']))
    expect(i18n.t('tabs.myWorks')).toBe('My works')
  })

  it('keeps the language chosen on this device over the device’s own', async () => {
    await chooseLanguage('pt-BR')
    await startLanguage(windowWith(['de-DE']))
    expect(i18n.t('tabs.myWorks')).toBe('Minhas obras')
    expect(document.documentElement.lang).toBe('pt-BR')
  })

  it('keeps a chosen language in the preferences (the account’s, when signed in)', async () => {
    await chooseLanguage('es')
    expect(preferences.get().language).toBe('es')
  })

  it('follows the language the account’s preferences bring at sign-in', async () => {
    await startLanguage(windowWith(['en-US']))
    await preferences.change({ language: 'de' })
    await expect.poll(() => i18n.t('tabs.home')).toBe('Galerie')
  })
})
