import { serverMessages, validationMessages } from '@huey/contracts'
import { i18n } from '../i18n/i18n'

export type SignUpField = 'email' | 'password' | 'name' | 'birthdate' | 'parentEmail'
export type SignUpForm = Readonly<Record<SignUpField, string>>
export type FieldErrors<F extends string> = Partial<Record<F, string>>

const order: readonly SignUpField[] = ['email', 'password', 'name', 'birthdate', 'parentEmail']
export const requiredText = 'Required.'

/** Which field a message from the server is about, by the words it uses. */
function fieldOf(message: string): SignUpField | undefined {
  if (/parent/i.test(message)) return 'parentEmail'
  if (/e-?mail/i.test(message)) return 'email'
  if (/password/i.test(message)) return 'password'
  if (/birth/i.test(message)) return 'birthdate'
  if (/name/i.test(message)) return 'name'
  return undefined
}

/**
 * The fields to mark after a failed sign-up, in form order (the first gets the focus): every empty
 * required one for the required-fields message (the parent's e-mail too when under 13), else the
 * one field the server's message is about.
 */
export function signUpErrors(
  form: SignUpForm,
  message: string,
  underConsentAge: boolean,
): FieldErrors<SignUpField> {
  if (message === validationMessages.signUpRequired) {
    const missing = order.filter((k) => k !== 'parentEmail' && !form[k].trim())
    return Object.fromEntries(missing.map((k) => [k, requiredText]))
  }
  if (message === serverMessages.parentEmailRequired && underConsentAge) {
    return { parentEmail: message }
  }
  const field = fieldOf(message)
  return field ? { [field]: message } : {}
}

/**
 * What a failed call's error says, for marking fields: the toast's words (the reader's language)
 * and the contracts' English message they came from (`AuthError.original`), which tells messages
 * apart whatever the language.
 */
export function messagesOf(error: unknown): { shown: string; original: string } {
  if (!(error instanceof Error)) return { shown: '', original: '' }
  const original = 'original' in error && typeof error.original === 'string' ? error.original : ''
  return { shown: error.message, original: original || error.message }
}

/** Field errors found from the English message, in the words the reader saw. */
export function inReaderWords<F extends string>(
  errors: FieldErrors<F>,
  { shown, original }: { shown: string; original: string },
): FieldErrors<F> {
  const words = (text: string | undefined) =>
    text === original ? shown : text === requiredText ? i18n.t('forms.required') : text
  const shownErrors: FieldErrors<F> = {}
  for (const key of Object.keys(errors) as F[]) shownErrors[key] = words(errors[key])
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
  message: string,
): FieldErrors<'email' | 'password'> {
  if (message !== validationMessages.signInRequired) return {}
  return {
    ...(email.trim() ? {} : { email: requiredText }),
    ...(password ? {} : { password: requiredText }),
  }
}
