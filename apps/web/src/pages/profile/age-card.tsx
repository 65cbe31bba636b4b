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
import { useTranslation } from 'react-i18next'
import { isUnderConsentAge } from '../../auth/age'
import { authService } from '../../auth/auth'
import type { Profile } from '../../auth/profile-store'
import { FormField } from '../../components/form-field'
import { BusyLabel } from './busy-label'
import { consentStep, type ParentConsentActions, ParentConsentCard } from './parent-consent-card'
import type { ProfileAction, RunAction } from './profile-action'

const consentKey = {
  'not-required': 'profile.consent.notRequired',
  pending: 'profile.consent.pending',
  granted: 'profile.consent.granted',
  declined: 'profile.consent.declined',
} as const satisfies Record<ParentConsent, string>

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
  const { t } = useTranslation()

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
        <IonCardSubtitle>{t('profile.age')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p data-testid="age-status">
          {profile.ageVerified ? t('profile.ageVerified') : t('profile.ageNotVerified')}
        </p>
        <p data-testid="consent-status">
          {t('profile.consentStatus', {
            status: t(consentKey[profile.parentConsent ?? 'not-required']),
          })}
        </p>
        {/* While a parent is asked, verifying could only fail: the card below says what to do. */}
        {profile.ageVerified || consentStep(profile) !== 'none' ? null : (
          <form onSubmit={verifyAge} className="profile-verify">
            {profile.birthdate ? null : (
              <FormField
                label={t('profile.birthdate')}
                type="date"
                name="bday"
                autocomplete="bday"
                required
                max={new Date().toISOString().slice(0, 10)}
                value={birthdate}
                onIonInput={(e) => setBirthdate(String(e.detail.value ?? ''))}
                hint={t('profile.birthdateHint')}
              />
            )}
            <IonButton type="submit" disabled={busy !== null}>
              <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden="true" />
              <BusyLabel action="verify" busy={busy} text={t('profile.verifyAge')} />
            </IonButton>
          </form>
        )}
        <ParentConsentCard profile={profile} actions={consentActions} disabled={busy !== null} />
      </IonCardContent>
    </IonCard>
  )
}
