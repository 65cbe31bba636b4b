import { IonButton, IonSpinner } from '@ionic/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useSignUp } from '../../auth/use-sign-up'
import { PageShell } from '../../components/page-shell'
import { useFormat } from '../../i18n/format'
import { AccountFields, BirthdateField, ParentEmailField } from './sign-up-fields'
import '../../components/forms.css'

export function SignUpPage() {
  const navigate = useNavigate()
  // Sent here from the paywall's sign-in: after signing up and in, the user goes back there.
  const [params] = useSearchParams()
  const next = params.get('next')
  const signInPath = next ? `/sign-in?${new URLSearchParams({ next })}` : '/sign-in'
  const state = useSignUp()
  const { t } = useTranslation()
  const { date } = useFormat()

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
        {state.ageGiven ? (
          <form onSubmit={submit} noValidate>
            <p className="sign-up-birthdate" data-testid="given-birthdate">
              {t('ageGate.given', {
                date: date(new Date(`${state.form.birthdate}T00:00:00`), { dateStyle: 'long' }),
              })}
            </p>
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
        ) : (
          <form onSubmit={(event) => void state.giveAge(event)} noValidate>
            <h2 className="sign-up-question">{t('ageGate.question')}</h2>
            <BirthdateField state={state} />
            <IonButton type="submit" expand="block">
              {t('ageGate.next')}
            </IonButton>
          </form>
        )}
        <p className="auth-switch">
          {t('signUp.haveAccount')} <Link to={signInPath}>{t('signUp.signIn')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
