// @vitest-environment node
import { serverMessages, validationMessages } from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import {
  firstErrorField,
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
  it('marks every empty required field for the required-fields message', () => {
    const errors = signUpErrors(
      { ...filled, email: ' ', name: '' },
      validationMessages.signUpRequired,
      false,
    )
    expect(errors).toEqual({ email: requiredText, name: requiredText })
    expect(firstErrorField(errors, signUpFieldOrder)).toBe('email')
  })

  it.each([
    [serverMessages.emailTaken, 'email'],
    ['Enter a valid e-mail address.', 'email'],
    ['Password must be at least 8 characters.', 'password'],
    ['Name cannot contain control characters.', 'name'],
    ['Birthdate cannot be in the future.', 'birthdate'],
  ] as const)('puts the server message "%s" on the %s field', (message, field) => {
    expect(signUpErrors(filled, message, false)).toEqual({ [field]: message })
  })

  it("asks a child for the parent's e-mail", () => {
    expect(signUpErrors(filled, serverMessages.parentEmailRequired, true)).toEqual({
      parentEmail: serverMessages.parentEmailRequired,
    })
  })

  it('marks nothing for a message about no field', () => {
    expect(signUpErrors(filled, serverMessages.tooManyRequests, false)).toEqual({})
    expect(firstErrorField({}, signUpFieldOrder)).toBeUndefined()
  })
})

describe('signInErrors', () => {
  it('marks the empty fields for the required message only', () => {
    expect(signInErrors('', '', validationMessages.signInRequired)).toEqual({
      email: requiredText,
      password: requiredText,
    })
    expect(signInErrors('a@b.c', '', validationMessages.signInRequired)).toEqual({
      password: requiredText,
    })
    expect(signInErrors('a@b.c', 'pw', serverMessages.invalidCredentials)).toEqual({})
  })
})
