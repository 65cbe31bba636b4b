import { IonButton } from '@ionic/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { accountSecurity } from '../../auth/auth'
import { FormField } from '../../components/form-field'
import { PageShell } from '../../components/page-shell'
import '../../components/forms.css'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await accountSecurity.forgotPassword(email.trim())
    } catch {
      // The toast has said why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell title={t('account.forgot.title')}>
      <div className="auth-card">
        <h1>{t('account.forgot.title')}</h1>
        <p className="auth-lede">{t('account.forgot.text')}</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormField
            label={t('account.forgot.email')}
            type="email"
            name="email"
            autocomplete="email"
            inputmode="email"
            value={email}
            onIonInput={(e) => setEmail(String(e.detail.value ?? ''))}
            required
          />
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
