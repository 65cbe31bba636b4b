import { IonButton, IonIcon, useIonAlert } from '@ionic/react'
import { logOutOutline, trashOutline } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { authService } from '../../auth/auth'
import { BusyLabel } from './busy-label'
import type { ProfileAction, RunAction } from './profile-action'

/** Log out, and delete the account after a confirmation; both lead to the landing page. */
export function AccountActions(props: {
  readonly busy: ProfileAction | null
  readonly run: RunAction
}) {
  const { busy, run } = props
  const navigate = useNavigate()
  const { t } = useTranslation()
  const [confirmDelete] = useIonAlert()
  const toLanding = () => navigate('/landing', { replace: true })

  function askDelete() {
    void confirmDelete({
      header: t('profile.deleteTitle'),
      message: t('profile.deleteText'),
      buttons: [
        { text: t('profile.keepAccount'), role: 'cancel' },
        {
          text: t('profile.deleteEverything'),
          role: 'destructive',
          cssClass: 'alert-button-danger',
          handler: () => {
            void run('delete', () => authService.deleteAccount(), toLanding)
          },
        },
      ],
    })
  }

  return (
    <div className="profile-actions">
      <IonButton
        expand="block"
        fill="outline"
        disabled={busy !== null}
        onClick={() => void run('logout', () => authService.logout(), toLanding)}
      >
        <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
        <BusyLabel action="logout" busy={busy} text={t('profile.logOut')} />
      </IonButton>
      <IonButton
        expand="block"
        fill="clear"
        color="danger"
        disabled={busy !== null}
        onClick={askDelete}
      >
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        <BusyLabel action="delete" busy={busy} text={t('profile.deleteAccount')} />
      </IonButton>
    </div>
  )
}
