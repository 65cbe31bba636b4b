import { IonButton } from '@ionic/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { accountSecurity } from '../../auth/auth'
import { EmailField } from '../../components/account-fields'
import { PageShell } from '../../components/page-shell'
import { useBusyAction } from '../../components/use-busy-action'
import '../../components/forms.css'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const { busy, run } = useBusyAction()

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(() => accountSecurity.forgotPassword(email.trim()))
  }

  return (
    <PageShell title={t('account.forgot.title')}>
      <div className="auth-card">
        <h1>{t('account.forgot.title')}</h1>
        <p className="auth-lede">{t('account.forgot.text')}</p>
        <form onSubmit={submit} noValidate>
          <EmailField label={t('account.forgot.email')} value={email} onValue={setEmail} />
          <IonButton type="submit" expand="block" disabled={busy || !email.trim()}>
            {t('account.forgot.submit')}
          </IonButton>
        </form>
        <p className="auth-switch">
          <Link to="/sign-in">{t('account.forgot.back')}</Link>
        </p>
      </div>
    </PageShell>
  )
}
