import type { ParentConsent } from '@huey/contracts'
import {
  IonBadge,
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardSubtitle,
  IonCardTitle,
  IonIcon,
  IonSpinner,
  useIonAlert,
} from '@ionic/react'
import {
  logOutOutline,
  shieldCheckmarkOutline,
  sparklesOutline,
  trashOutline,
} from 'ionicons/icons'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { isUnderConsentAge } from '../../auth/age'
import { authService } from '../../auth/auth'
import { useProfile } from '../../auth/profile-store'
import { FormField } from '../../components/form-field'
import { PageShell } from '../../components/page-shell'
import { paywallSearch } from '../../purchases/paywall-host'
import '../../components/forms.css'
import { type ParentConsentActions, ParentConsentCard } from './parent-consent-card'

type Action = 'verify' | 'logout' | 'delete'

const consentText: Readonly<Record<ParentConsent, string>> = {
  'not-required': 'Not needed',
  pending: "Waiting for your parent's OK",
  granted: 'Given by your parent',
  declined: 'Declined',
}

/** What account deletion removes, as the confirmation lists it. */
const consentActions: ParentConsentActions = {
  nameParent: (parentEmail) => authService.nameParent(parentEmail),
  resend: () => authService.resendConsent(),
}

const deletedItems =
  'This deletes your account, your synced paintings and progress, your premium subscription record and every sign-in. It cannot be undone.'

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

  const toLanding = () => navigate('/landing', { replace: true })
  const label = (action: Action, text: string) =>
    busy === action ? <IonSpinner name="dots" aria-label={`${text}…`} /> : text

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

  function verifyAge(event: FormEvent) {
    event.preventDefault()
    // A child cannot claim a verified age before a parent consents: the birthdate is stored, and
    // the card below then asks for the parent's e-mail.
    const child = !profile.birthdate && isUnderConsentAge(birthdate)
    void run('verify', () =>
      authService.verifyOwnAge({
        userId: profile.userId,
        ageVerified: !child,
        birthdate: profile.birthdate ? undefined : birthdate,
      }),
    )
  }

  return (
    <PageShell title="Profile">
      <div className="auth-card profile">
        <h1>Profile</h1>

        <IonCard className="profile-card">
          <IonCardHeader>
            <IonCardSubtitle>Name</IonCardSubtitle>
            <IonCardTitle data-testid="profile-name">{profile.name ?? '—'}</IonCardTitle>
          </IonCardHeader>
          <IonCardContent>
            <p className="profile-label">E-mail</p>
            <p className="profile-email">{profile.email ?? '—'}</p>
          </IonCardContent>
        </IonCard>

        <IonCard className="profile-card">
          <IonCardHeader>
            <IonCardSubtitle>Plan</IonCardSubtitle>
          </IonCardHeader>
          <IonCardContent>
            <p data-testid="premium-status">
              {profile.premium ? (
                <IonBadge color="success">Premium</IonBadge>
              ) : (
                'Free: the premium pictures and the daily archive are locked.'
              )}
            </p>
            <IonButton
              fill={profile.premium ? 'outline' : 'solid'}
              disabled={busy !== null}
              onClick={() => navigate({ search: paywallSearch() })}
            >
              <IonIcon slot="start" icon={sparklesOutline} aria-hidden />
              {profile.premium ? 'Manage subscription' : 'Upgrade to premium'}
            </IonButton>
          </IonCardContent>
        </IonCard>

        <IonCard className="profile-card">
          <IonCardHeader>
            <IonCardSubtitle>Age</IonCardSubtitle>
          </IonCardHeader>
          <IonCardContent>
            <p data-testid="age-status">
              {profile.ageVerified ? 'Age verified' : 'Age not verified'}
            </p>
            <p data-testid="consent-status">
              Parental consent: {consentText[profile.parentConsent ?? 'not-required']}
            </p>
            {profile.ageVerified ? null : (
              <form onSubmit={verifyAge} className="profile-verify">
                {profile.birthdate ? null : (
                  <FormField
                    label="Birthdate"
                    type="date"
                    name="bday"
                    autocomplete="bday"
                    required
                    max={new Date().toISOString().slice(0, 10)}
                    value={birthdate}
                    onIonInput={(e) => setBirthdate(String(e.detail.value ?? ''))}
                    hint="We need it once to confirm your age."
                  />
                )}
                <IonButton type="submit" disabled={busy !== null}>
                  <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden />
                  {label('verify', 'Verify age')}
                </IonButton>
              </form>
            )}
            <ParentConsentCard
              profile={profile}
              actions={consentActions}
              disabled={busy !== null}
            />
          </IonCardContent>
        </IonCard>

        <div className="profile-actions">
          <IonButton
            expand="block"
            fill="outline"
            disabled={busy !== null}
            onClick={() => void run('logout', () => authService.logout(), toLanding)}
          >
            <IonIcon slot="start" icon={logOutOutline} aria-hidden />
            {label('logout', 'Log out')}
          </IonButton>
          <IonButton
            expand="block"
            fill="clear"
            color="danger"
            disabled={busy !== null}
            onClick={askDelete}
          >
            <IonIcon slot="start" icon={trashOutline} aria-hidden />
            {label('delete', 'Delete account')}
          </IonButton>
        </div>
      </div>
    </PageShell>
  )
}
