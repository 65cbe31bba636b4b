import { signUpSuccessMessage, TOAST_DEFAULT_COLOR } from '@huey/contracts'
import { IonButton, IonSpinner } from '@ionic/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { isUnderConsentAge } from '../../auth/age'
import { authService } from '../../auth/auth'
import {
  type FieldErrors,
  firstErrorField,
  type SignUpField,
  signUpErrors,
  signUpFieldOrder,
} from '../../auth/form-errors'
import { passwordStrength, type Strength } from '../../auth/password-strength'
import { FormField } from '../../components/form-field'
import { PageShell } from '../../components/page-shell'
import { showToast } from '../../lib/toasts'
import '../../components/forms.css'

const today = () => new Date().toISOString().slice(0, 10)

export function SignUpPage() {
  const navigate = useNavigate()
  // Sent here from the paywall's sign-in: after signing up and in, the user goes back there.
  const [params] = useSearchParams()
  const next = params.get('next')
  const signInPath = next ? `/sign-in?${new URLSearchParams({ next })}` : '/sign-in'
  const [form, setForm] = useState({
    email: '',
    password: '',
    name: '',
    birthdate: '',
    parentEmail: '',
  })
  const [strength, setStrength] = useState<Strength | null>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({})
  const refs = {
    email: useRef<HTMLIonInputElement>(null),
    password: useRef<HTMLIonInputElement>(null),
    name: useRef<HTMLIonInputElement>(null),
    birthdate: useRef<HTMLIonInputElement>(null),
    parentEmail: useRef<HTMLIonInputElement>(null),
  }
  const child = isUnderConsentAge(form.birthdate)
  const set = (key: SignUpField) => (e: CustomEvent<{ value?: string | null }>) => {
    setForm((f) => ({ ...f, [key]: String(e.detail.value ?? '') }))
    setErrors(({ [key]: _fixed, ...rest }) => rest)
  }

  useEffect(() => {
    if (!form.password) return setStrength(null)
    let current = true
    passwordStrength(form.password, [form.email, form.name]).then(
      (s) => current && setStrength(s),
      () => current && setStrength(null),
    )
    return () => {
      current = false
    }
  }, [form.password, form.email, form.name])

  async function submit(event: FormEvent) {
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
      showToast(signUpSuccessMessage, TOAST_DEFAULT_COLOR)
      navigate(signInPath, { replace: true })
    } catch (error) {
      // The auth service has shown the message; mark the fields it is about and focus the first.
      const found = signUpErrors(form, error instanceof Error ? error.message : '', child)
      setErrors(found)
      await refs[firstErrorField(found, signUpFieldOrder) ?? 'email'].current?.setFocus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell title="Sign up">
      <div className="auth-card">
        <h1>Sign up</h1>
        <p className="auth-lede">Keep your paintings safe and on every device.</p>
        <form onSubmit={submit} noValidate>
          <FormField
            inputRef={refs.email}
            label="E-mail"
            type="email"
            name="email"
            autocomplete="email"
            inputmode="email"
            value={form.email}
            onIonInput={set('email')}
            error={errors.email}
            required
          />
          <FormField
            inputRef={refs.password}
            label="Password"
            type="password"
            name="new-password"
            autocomplete="new-password"
            value={form.password}
            onIonInput={set('password')}
            error={errors.password}
            required
            hint={strength?.text ?? '8 characters or more. A few unrelated words work well.'}
            hintTone={strength?.level}
          />
          <FormField
            inputRef={refs.name}
            label="Name"
            name="name"
            autocomplete="name"
            maxlength={80}
            value={form.name}
            onIonInput={set('name')}
            error={errors.name}
            required
          />
          <FormField
            inputRef={refs.birthdate}
            label="Birthdate"
            type="date"
            name="bday"
            autocomplete="bday"
            min="1900-01-01"
            max={today()}
            value={form.birthdate}
            onIonInput={set('birthdate')}
            error={errors.birthdate}
            required
          />
          {child ? (
            <div className="parent-box">
              <p>
                <strong>You are under 13.</strong> We need a parent's OK: we will e-mail them a link
                to confirm your account. Until then you can colour, but not buy or share.
              </p>
              <FormField
                inputRef={refs.parentEmail}
                label="Parent's e-mail"
                type="email"
                name="parent-email"
                autocomplete="off"
                value={form.parentEmail}
                onIonInput={set('parentEmail')}
                error={errors.parentEmail}
                required
              />
            </div>
          ) : (
            <FormField
              inputRef={refs.parentEmail}
              label="Parent's e-mail (optional)"
              type="email"
              name="parent-email"
              autocomplete="off"
              value={form.parentEmail}
              onIonInput={set('parentEmail')}
              error={errors.parentEmail}
            />
          )}
          <IonButton type="submit" expand="block" disabled={busy}>
            {busy ? (
              <IonSpinner name="dots" aria-label="Creating your account" />
            ) : (
              'Create account'
            )}
          </IonButton>
        </form>
        <p className="auth-switch">
          Already have an account? <Link to={signInPath}>Sign in</Link>
        </p>
      </div>
    </PageShell>
  )
}
