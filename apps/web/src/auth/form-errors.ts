import type { ErrorCode } from '@huey/contracts'
import { i18n } from '../i18n/i18n'

export type SignUpField = 'email' | 'password' | 'name' | 'birthdate' | 'parentEmail'
export type SignUpForm = Readonly<Record<SignUpField, string>>
export type FieldErrors<F extends string> = Partial<Record<F, string>>

const order: readonly SignUpField[] = ['email', 'password', 'name', 'birthdate', 'parentEmail']
export const requiredText = 'Required.'

/** Which field of the sign-up form each error is about, by its code. */
const fieldOfCode: Partial<Record<ErrorCode, SignUpField>> = {
  AUTH_PARENT_EMAIL_REQUIRED: 'parentEmail',
  AUTH_PARENT_EMAIL_SAME_AS_OWN: 'parentEmail',
  AUTH_EMAIL_TAKEN: 'email',
  AUTH_EMAIL_TAKEN_USE_PASSWORD: 'email',
  AUTH_EMAIL_TAKEN_OTHER_SOCIAL: 'email',
  AUTH_EMAIL_INVALID: 'email',
  AUTH_PASSWORD_TOO_SHORT: 'password',
  AUTH_PASSWORD_TOO_LONG: 'password',
  AUTH_PASSWORD_TOO_COMMON: 'password',
  AUTH_NAME_REQUIRED: 'name',
  AUTH_NAME_TOO_LONG: 'name',
  AUTH_NAME_CONTROL_CHARACTERS: 'name',
  AUTH_BIRTHDATE_FORMAT: 'birthdate',
  AUTH_BIRTHDATE_NOT_REAL: 'birthdate',
  AUTH_BIRTHDATE_IN_FUTURE: 'birthdate',
  AUTH_BIRTHDATE_BEFORE_1900: 'birthdate',
  AUTH_BIRTHDATE_NEEDED: 'birthdate',
}

/** What a failed call's error says: the toast's words (the reader's language) and its code. */
export interface ShownError {
  readonly shown: string
  readonly code?: ErrorCode
}

/**
 * The fields to mark after a failed sign-up, in form order (the first gets the focus): every empty
 * required one for the required-fields error, else the one field the error's code is about.
 */
export function signUpErrors(form: SignUpForm, error: ShownError): FieldErrors<SignUpField> {
  if (error.code === 'AUTH_SIGN_UP_REQUIRED') {
    const missing = order.filter((k) => k !== 'parentEmail' && !form[k].trim())
    return Object.fromEntries(missing.map((k) => [k, requiredText]))
  }
  const field = error.code && fieldOfCode[error.code]
  return field ? { [field]: error.shown } : {}
}

/** A failed call's error as shown, with the code an AuthError carries. */
export function messagesOf(error: unknown): ShownError {
  if (!(error instanceof Error)) return { shown: '' }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  return { shown: error.message, code: code as ErrorCode | undefined }
}

/** Field errors in the words the reader sees: "Required." in their language. */
export function inReaderWords<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  const shownErrors: FieldErrors<F> = {}
  for (const key of Object.keys(errors) as F[]) {
    const text = errors[key]
    shownErrors[key] = text === requiredText ? i18n.t('forms.required') : text
  }
  return shownErrors
}

/** The first field of the form with an error, to move the focus to. */
export function firstErrorField<F extends string>(
  errors: FieldErrors<F>,
  fields: readonly F[],
): F | undefined {
  return fields.find((f) => errors[f] !== undefined)
}

export const signUpFieldOrder = order

/** Sign-in marks the empty fields; a refused sign-in marks nothing and moves to the password. */
export function signInErrors(
  email: string,
  password: string,
  error: ShownError,
): FieldErrors<'email' | 'password'> {
  if (error.code !== 'AUTH_SIGN_IN_REQUIRED') return {}
  return {
    ...(email.trim() ? {} : { email: requiredText }),
    ...(password ? {} : { password: requiredText }),
  }
}
