// @vitest-environment node
import {
  answerMessages,
  errorCodes,
  fillMessage,
  operationMessages,
  photoMessages,
  serverMessages,
  validationMessages,
} from '@huey/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { errorKeys } from './error-keys'
import { changeLanguage, i18n } from './i18n'
import { languages } from './languages'
import { translateMessage, translateServerError } from './messages'

afterEach(async () => {
  await changeLanguage('en-US')
})

describe('translateMessage', () => {
  it('keeps SPEC.md’s messages to the letter in US English', () => {
    const required = translateMessage(validationMessages.signInRequired)
    expect(required).toBe('Email and password are required.')
    expect(translateMessage(operationMessages.deleteAccount.unexpected)).toBe(
      'An unexpected error occurred during account deletion.',
    )
  })

  it('shows the server’s known answers and SPEC.md’s messages in the reader’s language', async () => {
    await changeLanguage('de')
    const answers = [serverMessages.invalidCredentials, operationMessages.signIn.serverError]
    expect(answers.map((message) => translateMessage(message))).toEqual([
      'E-Mail oder Passwort ist falsch.',
      'Bei der Anmeldung ist ein Fehler aufgetreten.',
    ])
  })

  it('translates the app’s own messages of the contracts', async () => {
    await changeLanguage('es')
    expect(translateMessage(answerMessages.passwordTooCommon)).toBe(
      'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    )
    expect(translateMessage(photoMessages.tooLarge)).toBe(
      'Esta foto pesa más de 30 MB. Elige una más pequeña.',
    )
  })

  it('shows a message it does not know as it came', async () => {
    await changeLanguage('fr')
    expect(translateMessage('Something only the server knows.')).toBe(
      'Something only the server knows.',
    )
  })
})

describe('translateServerError', () => {
  const answer = (error: string, code?: string, values?: Record<string, string>) => ({
    error,
    ...(code ? { code } : {}),
    ...(values ? { values } : {}),
  })

  it('translates by the code, whatever the words', async () => {
    await changeLanguage('de')
    expect(translateServerError(answer('words that changed', 'AUTH_INVALID_CREDENTIALS'))).toEqual({
      shown: 'E-Mail oder Passwort ist falsch.',
      code: 'AUTH_INVALID_CREDENTIALS',
    })
  })

  it('puts the values of a filled message into the reader’s words', async () => {
    await changeLanguage('es')
    const limited = answer(
      fillMessage(answerMessages.tooManyAttempts, { seconds: 42 }),
      'RATE_LIMITED',
      {
        seconds: '42',
      },
    )
    expect(translateServerError(limited)?.shown).toBe(
      'Demasiados intentos. Espera 42 segundos y vuelve a intentarlo.',
    )
    await changeLanguage('de')
    const google = answer('The Google sign-in could not be verified.', 'AUTH_SOCIAL_NOT_VERIFIED', {
      provider: 'Google',
    })
    expect(translateServerError(google)?.shown).toBe(
      'Die Anmeldung mit Google konnte nicht bestätigt werden.',
    )
    await changeLanguage('en-US')
    expect(translateServerError(google)?.shown).toBe('The Google sign-in could not be verified.')
  })

  it('keeps each code’s English to the letter of the catalogue in en-US', () => {
    for (const [code, message] of Object.entries(errorCodes)) {
      const values = Object.fromEntries(
        [...message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1] ?? '', '7']),
      )
      const filled = fillMessage(message, values)
      expect(translateServerError(answer(filled, code, values))?.shown, code).toBe(filled)
    }
  })

  it.each(languages)('has the words of every code in %s', async (language) => {
    await changeLanguage(language)
    for (const key of Object.values(errorKeys)) expect(i18n.exists(key), key).toBe(true)
  })

  it('shows an answer with an unknown code or none as it came, and no answer as nothing', async () => {
    await changeLanguage('fr')
    expect(translateServerError(answer('Newer words.', 'SOMETHING_NEW'))).toEqual({
      shown: 'Newer words.',
    })
    expect(translateServerError(answer('Old server words.'))).toEqual({
      shown: 'Old server words.',
    })
    expect(translateServerError(undefined)).toBeUndefined()
    expect(translateServerError({ status: 'ok' })).toBeUndefined()
  })
})
