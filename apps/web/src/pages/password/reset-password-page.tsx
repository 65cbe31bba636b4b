import { IonButton } from '@ionic/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { accountSecurity } from '../../auth/auth'
import { PasswordField } from '../../components/account-fields'
import { PageShell } from '../../components/page-shell'
import { useBusyAction } from '../../components/use-busy-action'
import '../../components/forms.css'

/** The mailed reset link opens this page: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [password, setPassword] = useState('')
  const { busy, run } = useBusyAction()

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await accountSecurity.resetPassword(token, password)
      navigate('/sign-in', { replace: true })
    })
  }

  return (
    <PageShell title={t('account.reset.title')}>
      <div className="auth-card">
        <h1>{t('account.reset.title')}</h1>
        {token ? (
          <>
            <p className="auth-lede">{t('account.reset.text')}</p>
            <form onSubmit={submit} noValidate>
              <PasswordField
                purpose="new"
                label={t('account.reset.password')}
                hint={t('signUp.passwordHint')}
                value={password}
                onValue={setPassword}
              />
              <IonButton type="submit" expand="block" disabled={busy || !password}>
                {t('account.reset.submit')}
              </IonButton>
            </form>
          </>
        ) : (
          <p className="auth-lede">{t('account.reset.noToken')}</p>
        )}
        <p className="auth-switch">
          <Link to="/forgot-password">{t('account.forgot.link')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
