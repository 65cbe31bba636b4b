// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '../i18n/i18n'
import { passwordStrength } from './password-strength'

describe('passwordStrength', () => {
  it('asks for 8 to 128 characters first', async () => {
    expect(await passwordStrength('short', [])).toMatchObject({ level: 'weak' })
    expect(await passwordStrength('x'.repeat(129), [])).toMatchObject({
      level: 'weak',
      text: 'At most 128 characters.',
    })
  })

  it('calls a common password or one made of your own name weak', async () => {
    expect((await passwordStrength('password1', [])).level).toBe('weak')
    expect((await passwordStrength('adalovelace', ['Ada Lovelace', 'adalovelace'])).level).toBe(
      'weak',
    )
  })

  it('calls a passphrase of unrelated words strong', async () => {
    expect(await passwordStrength('a calm purple brushstroke', [])).toEqual({
      level: 'strong',
      text: 'Strong password.',
    })
  })
})

describe('passwordStrength in Brazilian Portuguese', () => {
  it('gives its hint in the reader’s language', async () => {
    await changeLanguage('pt-BR')
    try {
      expect(await passwordStrength('curta', [])).toEqual({
        level: 'weak',
        text: 'Pelo menos 8 caracteres.',
      })
    } finally {
      await changeLanguage('en-US')
    }
  })
})
