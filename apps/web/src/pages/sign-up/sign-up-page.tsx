import { IonButton, IonSpinner } from '@ionic/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useSignUp } from '../../auth/use-sign-up'
import { PageShell } from '../../components/page-shell'
import { AccountFields, ParentEmailField } from './sign-up-fields'
import '../../components/forms.css'

export function SignUpPage() {
  const navigate = useNavigate()
  // Sent here from the paywall's sign-in: after signing up and in, the user goes back there.
  const [params] = useSearchParams()
  const next = params.get('next')
  const signInPath = next ? `/sign-in?${new URLSearchParams({ next })}` : '/sign-in'
  const state = useSignUp()
  const { t } = useTranslation()

  async function submit(event: FormEvent) {
    // SPEC.md: sign-up does not sign in; the sign-in form comes with the address already in it.
    if (await state.submit(event)) {
      navigate(signInPath, { replace: true, state: { signedUp: state.form.email.trim() } })
    }
  }

  return (
    <PageShell title={t('titles.signUp')}>
      <div className="auth-card">
        <h1>{t('titles.signUp')}</h1>
        <p className="auth-lede">{t('signUp.lede')}</p>
        <form onSubmit={submit} noValidate>
          <AccountFields state={state} />
          <ParentEmailField state={state} />
          <IonButton type="submit" expand="block" disabled={state.busy}>
            {state.busy ? (
              <IonSpinner name="dots" aria-label={t('signUp.busy')} />
            ) : (
              t('signUp.submit')
            )}
          </IonButton>
        </form>
        <p className="auth-switch">
          {t('signUp.haveAccount')} <Link to={signInPath}>{t('signUp.signIn')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
