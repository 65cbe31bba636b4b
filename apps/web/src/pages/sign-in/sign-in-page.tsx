import { IonButton, IonSpinner } from '@ionic/react'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { authService, socialAuth } from '../../auth/auth'
import { FormField } from '../../components/form-field'
import { PageShell } from '../../components/page-shell'
import '../../components/forms.css'

export function SignInPage() {
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState<'email' | 'google' | 'facebook' | null>(null)
  const emailRef = useRef<HTMLIonInputElement>(null)
  const passwordRef = useRef<HTMLIonInputElement>(null)
  const social = socialAuth()

  async function run(kind: 'email' | 'google' | 'facebook', action: () => Promise<unknown>) {
    setBusy(kind)
    try {
      await action()
      navigate('/home', { replace: true })
    } catch {
      // The auth service has shown the message; put the cursor where it can be fixed.
      await (email ? passwordRef : emailRef).current?.setFocus()
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
            onIonInput={(e) => setEmail(String(e.detail.value ?? ''))}
          />
          <FormField
            inputRef={passwordRef}
            label="Password"
            type="password"
            name="password"
            autocomplete="current-password"
            value={password}
            onIonInput={(e) => setPassword(String(e.detail.value ?? ''))}
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
                {busy === 'google' ? <IonSpinner name="dots" /> : 'Continue with Google'}
              </IonButton>
            ) : null}
            {social.facebookEnabled ? (
              <IonButton
                expand="block"
                fill="outline"
                disabled={busy !== null}
                onClick={() => void run('facebook', () => authService.signInWithFacebook())}
              >
                {busy === 'facebook' ? <IonSpinner name="dots" /> : 'Continue with Facebook'}
              </IonButton>
            ) : null}
          </div>
        ) : null}
        <p className="auth-switch">
          New here? <Link to="/sign-up">Create an account</Link>
        </p>
      </div>
    </PageShell>
  )
}
