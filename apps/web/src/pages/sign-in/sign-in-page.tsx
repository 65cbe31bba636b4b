import { IonButton, IonSpinner } from '@ionic/react'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { authService } from '../../auth/auth'
import { type FieldErrors, inReaderWords, messagesOf, signInErrors } from '../../auth/form-errors'
import { EmailField, PasswordField } from '../../components/account-fields'
import { PageShell } from '../../components/page-shell'
import '../../components/forms.css'
import { SocialButtons } from './social-buttons'

/** Where to go after signing in: `?next=` when it is a path of this app (the paywall sends it), else home. */
export function afterSignIn(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/home'
}

export function SignInPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = params.get('next')
  // Just signed up: the address is filled in, and the page says what comes next.
  const signedUp = (useLocation().state as { signedUp?: unknown } | null)?.signedUp
  const justSignedUp = typeof signedUp === 'string' && signedUp ? signedUp : null
  const [email, setEmail] = useState(justSignedUp ?? '')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState<'email' | 'google' | 'facebook' | 'apple' | null>(null)
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({})
  const emailRef = useRef<HTMLIonInputElement>(null)
  const passwordRef = useRef<HTMLIonInputElement>(null)

  async function run(
    kind: 'email' | 'google' | 'facebook' | 'apple',
    action: () => Promise<unknown>,
  ) {
    setBusy(kind)
    setErrors({})
    try {
      await action()
      navigate(afterSignIn(next), { replace: true })
    } catch (error) {
      // The auth service has shown the message; mark what is missing and focus where to fix it.
      if (kind !== 'email') return
      setErrors(inReaderWords(signInErrors(email, password, messagesOf(error))))
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
    <PageShell title={t('titles.signIn')}>
      <div className="auth-card">
        <h1>{t('titles.signIn')}</h1>
        <p className="auth-lede" role={justSignedUp ? 'status' : undefined}>
          {justSignedUp ? t('notices.afterSignUp', { email: justSignedUp }) : t('signIn.lede')}
        </p>
        <form onSubmit={submit} noValidate>
          <EmailField
            inputRef={emailRef}
            label={t('forms.email')}
            value={email}
            onValue={(value) => {
              setEmail(value)
              setErrors(({ email: _fixed, ...rest }) => rest)
            }}
            error={errors.email}
          />
          <PasswordField
            purpose="current"
            inputRef={passwordRef}
            label={t('forms.password')}
            value={password}
            onValue={(value) => {
              setPassword(value)
              setErrors(({ password: _fixed, ...rest }) => rest)
            }}
            error={errors.password}
          />
          <IonButton type="submit" expand="block" disabled={busy !== null}>
            {busy === 'email' ? (
              <IonSpinner name="dots" aria-label={t('signIn.busy')} />
            ) : (
              t('signIn.submit')
            )}
          </IonButton>
        </form>
        <p className="auth-switch">
          <Link to="/forgot-password">{t('account.forgot.link')}</Link>
        </p>
        <SocialButtons disabled={busy !== null} busy={busy} run={run} />
        <p className="auth-switch">
          {t('signIn.newHere')}{' '}
          <Link to={next ? `/sign-up?${new URLSearchParams({ next })}` : '/sign-up'}>
            {t('signIn.createAccount')}
          </Link>
        </p>
      </div>
    </PageShell>
  )
}
