// @vitest-environment node
import {
  answerMessages,
  fillMessage,
  operationMessages,
  photoMessages,
  serverMessages,
  validationMessages,
} from '@huey/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from './i18n'
import { translateMessage } from './messages'

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

  it('translates the server’s other answers, the values of a filled one kept', async () => {
    await changeLanguage('es')
    expect(translateMessage(answerMessages.passwordTooCommon)).toBe(
      'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    )
    expect(translateMessage(photoMessages.tooLarge)).toBe(
      'Esta foto pesa más de 30 MB. Elige una más pequeña.',
    )
    expect(translateMessage(fillMessage(answerMessages.tooManyAttempts, { seconds: 42 }))).toBe(
      'Demasiados intentos. Espera 42 segundos y vuelve a intentarlo.',
    )
    await changeLanguage('de')
    const google = fillMessage(answerMessages.socialNotVerified, { provider: 'Google' })
    expect(translateMessage(google)).toBe('Die Anmeldung mit Google konnte nicht bestätigt werden.')
    await changeLanguage('en-US')
    expect(translateMessage(google)).toBe('The Google sign-in could not be verified.')
  })

  it('shows a message it does not know as it came', async () => {
    await changeLanguage('fr')
    expect(translateMessage('Something only the server knows.')).toBe(
      'Something only the server knows.',
    )
  })
})
