import { IonButton, IonIcon, IonSpinner } from '@ionic/react'
import { logoFacebook, logoGoogle } from 'ionicons/icons'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { authService, socialAuth } from '../../auth/auth'
import { type FieldErrors, signInErrors } from '../../auth/form-errors'
import { FormField } from '../../components/form-field'
import { PageShell } from '../../components/page-shell'
import '../../components/forms.css'

/** Where to go after signing in: `?next=` when it is a path of this app (the paywall sends it), else home. */
export function afterSignIn(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/home'
}

export function SignInPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = params.get('next')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState<'email' | 'google' | 'facebook' | null>(null)
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({})
  const emailRef = useRef<HTMLIonInputElement>(null)
  const passwordRef = useRef<HTMLIonInputElement>(null)
  const social = socialAuth()

  async function run(kind: 'email' | 'google' | 'facebook', action: () => Promise<unknown>) {
    setBusy(kind)
    setErrors({})
    try {
      await action()
      navigate(afterSignIn(next), { replace: true })
    } catch (error) {
      // The auth service has shown the message; mark what is missing and focus where to fix it.
      if (kind !== 'email') return
      setErrors(signInErrors(email, password, error instanceof Error ? error.message : ''))
      await (email.trim() ? passwordRef : emailRef).current?.setFocus()
    } finally {
      setBusy(null)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void run('email', () => authService.signIn(email.trim(), password))
  }

  return (
    <PageShell title="Sign in">
      <div className="auth-card">
        <h1>Sign in</h1>
        <p className="auth-lede">Welcome back. Your paintings are waiting.</p>
        <form onSubmit={submit} noValidate>
          <FormField
            inputRef={emailRef}
            label="E-mail"
            type="email"
            name="email"
            autocomplete="email"
            inputmode="email"
            value={email}
            onIonInput={(e) => {
              setEmail(String(e.detail.value ?? ''))
              setErrors(({ email: _fixed, ...rest }) => rest)
            }}
            error={errors.email}
            required
          />
          <FormField
            inputRef={passwordRef}
            label="Password"
            type="password"
            name="password"
            autocomplete="current-password"
            value={password}
            onIonInput={(e) => {
              setPassword(String(e.detail.value ?? ''))
              setErrors(({ password: _fixed, ...rest }) => rest)
            }}
            error={errors.password}
            required
          />
          <IonButton type="submit" expand="block" disabled={busy !== null}>
            {busy === 'email' ? <IonSpinner name="dots" aria-label="Signing in" /> : 'Sign in'}
          </IonButton>
        </form>
        {social.googleEnabled || social.facebookEnabled ? (
          <div className="auth-social">
            <p className="auth-or">or</p>
            {social.googleEnabled ? (
              <IonButton
                expand="block"
                fill="outline"
                disabled={busy !== null}
                onClick={() => void run('google', () => authService.signInWithGoogle())}
              >
                <IonIcon slot="start" icon={logoGoogle} aria-hidden="true" />
                {busy === 'google' ? (
                  <IonSpinner name="dots" aria-label="Signing in with Google" />
                ) : (
                  'Continue with Google'
                )}
              </IonButton>
            ) : null}
            {social.facebookEnabled ? (
              <IonButton
                expand="block"
                fill="outline"
                disabled={busy !== null}
                onClick={() => void run('facebook', () => authService.signInWithFacebook())}
              >
                <IonIcon slot="start" icon={logoFacebook} aria-hidden="true" />
                {busy === 'facebook' ? (
                  <IonSpinner name="dots" aria-label="Signing in with Facebook" />
                ) : (
                  'Continue with Facebook'
                )}
              </IonButton>
            ) : null}
          </div>
        ) : null}
        <p className="auth-switch">
          New here?{' '}
          <Link to={next ? `/sign-up?${new URLSearchParams({ next })}` : '/sign-up'}>
            Create an account
          </Link>
        </p>
      </div>
    </PageShell>
  )
}
