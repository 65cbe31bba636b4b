import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, i18n } from '../i18n/i18n'
import { chooseLanguage, startLanguage } from './language'

function windowWith(languages: readonly string[]): Window {
  return { document, navigator: { languages, language: languages[0] ?? '' } } as unknown as Window
}

afterEach(async () => {
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
})
