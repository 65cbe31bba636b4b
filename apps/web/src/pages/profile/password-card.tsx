import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardSubtitle } from '@ionic/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountSecurity } from '../../auth/auth'
import type { Profile } from '../../auth/profile-store'
import { FormField } from '../../components/form-field'

/** Changing the password (the current one proves it is the owner); other devices are signed out. */
export function PasswordCard({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [busy, setBusy] = useState(false)
  if (!profile.providers?.includes('password')) return null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await accountSecurity.changePassword(current, next)
      setCurrent('')
      setNext('')
    } catch {
      // The toast has said why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        <IonCardSubtitle>{t('account.password.title')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormField
            label={t('account.password.current')}
            type="password"
            name="current-password"
            autocomplete="current-password"
            value={current}
            onIonInput={(e) => setCurrent(String(e.detail.value ?? ''))}
            required
          />
          <FormField
            label={t('account.password.new')}
            type="password"
            name="new-password"
            autocomplete="new-password"
            value={next}
            onIonInput={(e) => setNext(String(e.detail.value ?? ''))}
            required
          />
          <IonButton type="submit" fill="outline" disabled={busy || !current || !next}>
            {t('account.password.submit')}
          </IonButton>
        </form>
      </IonCardContent>
    </IonCard>
  )
}
