import { serverMessages, validationMessages } from '@huey/contracts'

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
