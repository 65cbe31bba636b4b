import type { ParentConsent } from '@huey/contracts'
import {
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardSubtitle,
  IonIcon,
} from '@ionic/react'
import { shieldCheckmarkOutline } from 'ionicons/icons'
import { type FormEvent, useState } from 'react'
import { isUnderConsentAge } from '../../auth/age'
import { authService } from '../../auth/auth'
import type { Profile } from '../../auth/profile-store'
import { FormField } from '../../components/form-field'
import { BusyLabel } from './busy-label'
import { consentStep, type ParentConsentActions, ParentConsentCard } from './parent-consent-card'
import type { ProfileAction, RunAction } from './profile-action'

const consentText: Readonly<Record<ParentConsent, string>> = {
  'not-required': 'Not needed',
  pending: "Waiting for your parent's OK",
  granted: 'Given by your parent',
  declined: 'Declined',
}

const consentActions: ParentConsentActions = {
  nameParent: (parentEmail) => authService.nameParent(parentEmail),
  resend: () => authService.resendConsent(),
}

/** Whether the age is verified and a parent has consented, and the ways to get there. */
export function AgeCard(props: {
  readonly profile: Profile
  readonly busy: ProfileAction | null
  readonly run: RunAction
}) {
  const { profile, busy } = props
  const [birthdate, setBirthdate] = useState('')

  function verifyAge(event: FormEvent) {
    event.preventDefault()
    // A child cannot claim a verified age before a parent consents: the birthdate is stored, and
    // the card below then asks for the parent's e-mail.
    const child = !profile.birthdate && isUnderConsentAge(birthdate)
    void props.run('verify', () =>
      authService.verifyOwnAge({
        userId: profile.userId,
        ageVerified: !child,
        birthdate: profile.birthdate ? undefined : birthdate,
      }),
    )
  }

  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        <IonCardSubtitle>Age</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p data-testid="age-status">{profile.ageVerified ? 'Age verified' : 'Age not verified'}</p>
        <p data-testid="consent-status">
          Parental consent: {consentText[profile.parentConsent ?? 'not-required']}
        </p>
        {/* While a parent is asked, verifying could only fail: the card below says what to do. */}
        {profile.ageVerified || consentStep(profile) !== 'none' ? null : (
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
              <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden="true" />
              <BusyLabel action="verify" busy={busy} text="Verify age" />
            </IonButton>
          </form>
        )}
        <ParentConsentCard profile={profile} actions={consentActions} disabled={busy !== null} />
      </IonCardContent>
    </IonCard>
  )
}
