// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  firstErrorField,
  messagesOf,
  requiredText,
  signInErrors,
  signUpErrors,
  signUpFieldOrder,
} from './form-errors'

const filled = {
  email: 'ada@example.com',
  password: 'a calm purple brushstroke',
  name: 'Ada',
  birthdate: '1990-05-17',
  parentEmail: '',
}

describe('signUpErrors', () => {
  it('marks every empty required field for the required-fields error', () => {
    const errors = signUpErrors(
      { ...filled, email: ' ', name: '' },
      { shown: 'Faltan campos.', code: 'AUTH_SIGN_UP_REQUIRED' },
    )
    expect(errors).toEqual({ email: requiredText, name: requiredText })
    expect(firstErrorField(errors, signUpFieldOrder)).toBe('email')
  })

  it.each([
    ['AUTH_EMAIL_TAKEN', 'email'],
    ['AUTH_EMAIL_INVALID', 'email'],
    ['AUTH_PASSWORD_TOO_SHORT', 'password'],
    ['AUTH_NAME_CONTROL_CHARACTERS', 'name'],
    ['AUTH_BIRTHDATE_IN_FUTURE', 'birthdate'],
    ['AUTH_PARENT_EMAIL_REQUIRED', 'parentEmail'],
  ] as const)('puts the error %s, in the reader’s words, on the %s field', (code, field) => {
    const shown = 'Les mots du lecteur.'
    expect(signUpErrors(filled, { shown, code })).toEqual({ [field]: shown })
  })

  it('marks nothing for an error about no field, or without a code', () => {
    expect(signUpErrors(filled, { shown: 'Slow down.', code: 'RATE_LIMITED' })).toEqual({})
    expect(signUpErrors(filled, { shown: 'An e-mail password name birthdate.' })).toEqual({})
    expect(firstErrorField({}, signUpFieldOrder)).toBeUndefined()
  })
})

// What an AuthError carries: the words shown and the error's code.
const failed = (shown: string, code: string) => Object.assign(new Error(shown), { code })

describe('signInErrors', () => {
  it('marks the empty fields for the required error only', () => {
    const required = messagesOf(failed('Pflichtfelder.', 'AUTH_SIGN_IN_REQUIRED'))
    expect(signInErrors('', '', required)).toEqual({
      email: requiredText,
      password: requiredText,
    })
    expect(signInErrors('a@b.c', '', required)).toEqual({ password: requiredText })
    const refused = messagesOf(failed('Falsch.', 'AUTH_INVALID_CREDENTIALS'))
    expect(signInErrors('a@b.c', 'pw', refused)).toEqual({})
  })
})
