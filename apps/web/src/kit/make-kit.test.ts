// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../i18n/i18n'
import { kitLanguage } from './make-kit'

afterEach(async () => {
  await changeLanguage('en-US')
})

describe('kitLanguage', () => {
  it("gives the kit the app's language and the paint set's name in it", async () => {
    expect(kitLanguage('acrylic-12')).toEqual({
      language: 'en-US',
      setName: 'Acrylic starter set, 12 colours',
    })
    await changeLanguage('fr')
    expect(kitLanguage('acrylic-12')).toEqual({
      language: 'fr',
      setName: 'Jeu acrylique débutant, 12 couleurs',
    })
  })
})
