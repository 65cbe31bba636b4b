import { signUpSuccessMessage, TOAST_DEFAULT_COLOR } from '@huey/contracts'
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react'
import { translateMessage } from '../i18n/messages'
import { showToast } from '../lib/toasts'
import { isUnderConsentAge } from './age'
import { authService } from './auth'
import {
  type FieldErrors,
  firstErrorField,
  inReaderWords,
  messagesOf,
  type SignUpField,
  type SignUpForm,
  signUpErrors,
  signUpFieldOrder,
} from './form-errors'
import { passwordStrength, type Strength } from './password-strength'

export interface SignUpFormState {
  readonly form: SignUpForm
  /** The ion-input handler that keeps a field's value and clears its error. */
  set(field: SignUpField): (value: string) => void
  readonly strength: Strength | null
  readonly busy: boolean
  readonly errors: FieldErrors<SignUpField>
  readonly refs: Readonly<Record<SignUpField, RefObject<HTMLIonInputElement | null>>>
  /** Under 13 by the birthdate given: a parent's e-mail is required. */
  readonly child: boolean
  /** Signs up; answers true when the account was made (the success toast is shown). */
  submit(event: FormEvent): Promise<boolean>
}

/** The password's strength, judged against the e-mail and name, or null while it is empty. */
function useStrength(password: string, email: string, name: string): Strength | null {
  const [strength, setStrength] = useState<Strength | null>(null)
  useEffect(() => {
    if (!password) return setStrength(null)
    let current = true
    passwordStrength(password, [email, name]).then(
      (s) => current && setStrength(s),
      () => current && setStrength(null),
    )
    return () => {
      current = false
    }
  }, [password, email, name])
  return strength
}

/**
 * The sign-up form: its fields, the password's strength, and the call. On failure the auth service
 * has shown the message; the fields it is about are marked and the first is focused.
 */
export function useSignUp(): SignUpFormState {
  const [form, setForm] = useState<SignUpForm>({
    email: '',
    password: '',
    name: '',
    birthdate: '',
    parentEmail: '',
  })
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({})
  const refs = {
    email: useRef<HTMLIonInputElement>(null),
    password: useRef<HTMLIonInputElement>(null),
    name: useRef<HTMLIonInputElement>(null),
    birthdate: useRef<HTMLIonInputElement>(null),
    parentEmail: useRef<HTMLIonInputElement>(null),
  }
  const strength = useStrength(form.password, form.email, form.name)
  const child = isUnderConsentAge(form.birthdate)
  const set = (key: SignUpField) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors(({ [key]: _fixed, ...rest }) => rest)
  }

  async function submit(event: FormEvent): Promise<boolean> {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      await authService.signUp({
        email: form.email.trim(),
        password: form.password,
        name: form.name.trim(),
        birthdate: form.birthdate,
        parentEmail: child || form.parentEmail ? form.parentEmail.trim() : undefined,
      })
      showToast(translateMessage(signUpSuccessMessage), TOAST_DEFAULT_COLOR)
      return true
    } catch (error) {
      const found = inReaderWords(signUpErrors(form, messagesOf(error)))
      setErrors(found)
      await refs[firstErrorField(found, signUpFieldOrder) ?? 'email'].current?.setFocus()
      return false
    } finally {
      setBusy(false)
    }
  }

  return { form, set, strength, busy, errors, refs, child, submit }
}
