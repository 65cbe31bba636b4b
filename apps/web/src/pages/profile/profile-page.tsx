import {
  IonBadge,
  IonButton,
  IonItem,
  IonLabel,
  IonList,
  IonSpinner,
  useIonAlert,
} from '@ionic/react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { authService } from '../../auth/auth'
import { useProfile } from '../../auth/profile-store'
import { FormField } from '../../components/form-field'
import { PageShell } from '../../components/page-shell'
import '../../components/forms.css'

type Action = 'upgrade' | 'verify' | 'logout' | 'delete'

const consentText = {
  'not-required': 'Not needed',
  pending: "Waiting for your parent's OK",
  granted: 'Given by your parent',
  declined: 'Declined',
} as const

export function ProfilePage() {
  const profile = useProfile()
  const navigate = useNavigate()
  const [confirmDelete] = useIonAlert()
  const [busy, setBusy] = useState<Action | null>(null)
  const [birthdate, setBirthdate] = useState('')

  async function run(action: Action, task: () => Promise<unknown>, then?: () => void) {
    setBusy(action)
    try {
      await task()
      then?.()
    } catch {
      // The auth service has shown the message in a toast.
    } finally {
      setBusy(null)
    }
  }

  const spinner = (action: Action, label: string) =>
    busy === action ? <IonSpinner name="dots" aria-label={`${label}…`} /> : label

  function askDelete() {
    void confirmDelete({
      header: 'Delete your account?',
      message:
        'This deletes your account, your synced paintings and progress, your premium subscription record and every sign-in. It cannot be undone.',
      buttons: [
        { text: 'Keep my account', role: 'cancel' },
        {
          text: 'Delete everything',
          role: 'destructive',
          handler: () => {
            void run(
              'delete',
              () => authService.deleteAccount(),
              () => navigate('/landing', { replace: true }),
            )
          },
        },
      ],
    })
  }

  return (
    <PageShell title="Profile">
      <div className="auth-card">
        <h1>Profile</h1>
        <IonList inset className="profile-section">
          <IonItem>
            <IonLabel>
              <p>Name</p>
              <h2 data-testid="profile-name">{profile.name ?? '—'}</h2>
            </IonLabel>
          </IonItem>
          <IonItem>
            <IonLabel>
              <p>E-mail</p>
              <h2>{profile.email ?? '—'}</h2>
            </IonLabel>
          </IonItem>
        </IonList>

        <section className="profile-section" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Plan</h2>
          <p data-testid="premium-status">
            {profile.premium ? (
              <IonBadge color="success">Premium</IonBadge>
            ) : (
              'Free: the premium pictures and the daily archive are locked.'
            )}
          </p>
          {profile.premium ? null : (
            <IonButton
              disabled={busy !== null}
              onClick={() => void run('upgrade', () => authService.upgrade())}
            >
              {spinner('upgrade', 'Upgrade to premium')}
            </IonButton>
          )}
        </section>

        <section className="profile-section" aria-labelledby="age-heading">
          <h2 id="age-heading">Age</h2>
          <p data-testid="age-status">
            {profile.ageVerified ? 'Age verified' : 'Age not verified'}
          </p>
          <p data-testid="consent-status">
            Parental consent: {consentText[profile.parentConsent ?? 'not-required']}
          </p>
          {profile.ageVerified ? null : (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                void run('verify', () =>
                  authService.verifyAge({
                    userId: profile.userId,
                    ageVerified: true,
                    birthdate: profile.birthdate ? undefined : birthdate,
                  }),
                )
              }}
            >
              {profile.birthdate ? null : (
                <FormField
                  label="Birthdate"
                  type="date"
                  name="bday"
                  autocomplete="bday"
                  max={new Date().toISOString().slice(0, 10)}
                  value={birthdate}
                  onIonInput={(e) => setBirthdate(String(e.detail.value ?? ''))}
                />
              )}
              <IonButton type="submit" disabled={busy !== null}>
                {spinner('verify', 'Verify age')}
              </IonButton>
            </form>
          )}
        </section>

        <section className="profile-section">
          <IonButton
            expand="block"
            fill="outline"
            disabled={busy !== null}
            onClick={() =>
              void run(
                'logout',
                () => authService.logout(),
                () => navigate('/landing', { replace: true }),
              )
            }
          >
            {spinner('logout', 'Log out')}
          </IonButton>
          <IonButton
            expand="block"
            fill="clear"
            color="danger"
            disabled={busy !== null}
            onClick={askDelete}
          >
            {spinner('delete', 'Delete account')}
          </IonButton>
        </section>
      </div>
    </PageShell>
  )
}
