import { answerMessages, signUpSuccessMessage, TOAST_DEFAULT_COLOR } from '@huey/contracts'
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react'
import { i18n } from '../i18n/i18n'
import { translateMessage } from '../i18n/messages'
import { showToast } from '../lib/toasts'
import { keepGivenBirthdate, readGivenBirthdate } from '../storage/age-gate'
import { ageFrom, isUnderConsentAge } from './age'
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
  /**
   * The birthdate is given: the rest of the form shows, the birthdate no longer changes. Asked
   * first and alone, so nothing on the form tells which answers change it.
   */
  readonly ageGiven: boolean
  /** Takes the birthdate typed (marking it when it is not a date one can be born on). */
  giveAge(event: FormEvent): Promise<void>
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

/** Why a typed birthdate cannot be taken, in the reader's words; null when it can. */
function birthdateProblem(birthdate: string): string | null {
  const age = ageFrom(birthdate)
  if (!birthdate) return i18n.t('forms.required')
  if (age === null) return translateMessage(answerMessages.birthdateFormat)
  if (new Date(`${birthdate}T00:00:00`) > new Date()) {
    return translateMessage(answerMessages.birthdateInFuture)
  }
  if (Number(birthdate.slice(0, 4)) < 1900)
    return translateMessage(answerMessages.birthdateBefore1900)
  return null
}

/**
 * The sign-up form: its fields, the password's strength, and the call. On failure the auth service
 * has shown the message; the fields it is about are marked and the first is focused.
 */
export function useSignUp(): SignUpFormState {
  const given = readGivenBirthdate()
  const [form, setForm] = useState<SignUpForm>({
    email: '',
    password: '',
    name: '',
    birthdate: given ?? '',
    parentEmail: '',
  })
  const [ageGiven, setAgeGiven] = useState(given !== null)
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

  async function giveAge(event: FormEvent): Promise<void> {
    event.preventDefault()
    const problem = birthdateProblem(form.birthdate)
    if (problem) {
      setErrors({ birthdate: problem })
      await refs.birthdate.current?.setFocus()
      return
    }
    if (isUnderConsentAge(form.birthdate)) keepGivenBirthdate(form.birthdate)
    setAgeGiven(true)
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

  return { form, set, strength, busy, errors, refs, child, ageGiven, giveAge, submit }
}
