import { IonCard, IonCardContent } from '@ionic/react'
import { mailOutline } from 'ionicons/icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountSecurity } from '../../auth/auth'
import type { Profile } from '../../auth/profile-store'
import { BusyButton } from '../../components/busy-button'

/**
 * An address nobody has confirmed yet (a password account): the person can still sign in and
 * colour, and is asked to open the mailed link, with "Send again" (limited by the server).
 */
export function EmailVerifyPrompt({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (profile.emailVerified !== false || !profile.providers?.includes('password')) return null

  async function sendAgain() {
    setBusy(true)
    try {
      await accountSecurity.resendVerification()
    } catch {
      // The toast has said why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <IonCard className="profile-card" data-testid="email-verify">
      <IonCardContent>
        <p>
          <strong>{t('account.verify.title')}</strong>
        </p>
        <p>{t('account.verify.text', { email: profile.email })}</p>
        <BusyButton
          fill="outline"
          icon={mailOutline}
          text={t('account.verify.sendAgain')}
          busy={busy}
          busyLabel={t('common.loading')}
          onClick={() => void sendAgain()}
        />
      </IonCardContent>
    </IonCard>
  )
}
