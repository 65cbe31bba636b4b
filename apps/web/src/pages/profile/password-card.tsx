import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardSubtitle } from '@ionic/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountSecurity } from '../../auth/auth'
import type { Profile } from '../../auth/profile-store'
import { PasswordField } from '../../components/account-fields'
import { useBusyAction } from '../../components/use-busy-action'

/** Changing the password (the current one proves it is the owner); other devices are signed out. */
export function PasswordCard({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const { busy, run } = useBusyAction()
  if (!profile.providers?.includes('password')) return null

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await accountSecurity.changePassword(current, next)
      setCurrent('')
      setNext('')
    })
  }

  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        <IonCardSubtitle>{t('account.password.title')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <form onSubmit={submit} noValidate>
          <PasswordField
            purpose="current"
            label={t('account.password.current')}
            value={current}
            onValue={setCurrent}
          />
          <PasswordField
            purpose="new"
            label={t('account.password.new')}
            value={next}
            onValue={setNext}
            hint={t('signUp.passwordHint')}
          />
          <IonButton type="submit" fill="outline" disabled={busy || !current || !next}>
            {t('account.password.submit')}
          </IonButton>
        </form>
      </IonCardContent>
    </IonCard>
  )
}
