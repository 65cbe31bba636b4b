import { IonButton, IonIcon, useIonAlert } from '@ionic/react'
import { logOutOutline, trashOutline } from 'ionicons/icons'
import { useNavigate } from 'react-router-dom'
import { authService } from '../../auth/auth'
import { BusyLabel } from './busy-label'
import type { ProfileAction, RunAction } from './profile-action'

/** What account deletion removes, as the confirmation lists it. */
const deletedItems =
  'This deletes your account, your synced paintings and progress, your premium subscription record and every sign-in. It cannot be undone.'

/** Log out, and delete the account after a confirmation; both lead to the landing page. */
export function AccountActions(props: {
  readonly busy: ProfileAction | null
  readonly run: RunAction
}) {
  const { busy, run } = props
  const navigate = useNavigate()
  const [confirmDelete] = useIonAlert()
  const toLanding = () => navigate('/landing', { replace: true })

  function askDelete() {
    void confirmDelete({
      header: 'Delete your account?',
      message: deletedItems,
      buttons: [
        { text: 'Keep my account', role: 'cancel' },
        {
          text: 'Delete everything',
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
        <BusyLabel action="logout" busy={busy} text="Log out" />
      </IonButton>
      <IonButton
        expand="block"
        fill="clear"
        color="danger"
        disabled={busy !== null}
        onClick={askDelete}
      >
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        <BusyLabel action="delete" busy={busy} text="Delete account" />
      </IonButton>
    </div>
  )
}
