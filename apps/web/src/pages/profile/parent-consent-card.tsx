import { mailOutline, refreshOutline } from 'ionicons/icons'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isUnderConsentAge } from '../../auth/age'
import type { Profile } from '../../auth/profile-store'
import { BusyButton } from '../../components/busy-button'
import { FormField } from '../../components/form-field'

export interface ParentConsentActions {
  readonly nameParent: (parentEmail: string) => Promise<unknown>
  readonly resend: () => Promise<unknown>
}

/** Which part of the consent flow a profile is in, for the child's own view. */
export function consentStep(profile: Profile): 'none' | 'name-parent' | 'waiting' {
  if (profile.parentConsent === 'pending') return 'waiting'
  if (profile.parentConsent === 'granted' || !profile.birthdate) return 'none'
  return isUnderConsentAge(profile.birthdate) ? 'name-parent' : 'none'
}

/**
 * A child under 13 waiting for a parent: the masked address with "Send again", or, when no parent
 * is named yet (a Google or Facebook account), a form to name one. Errors are the auth service's
 * toasts.
 */
export function ParentConsentCard({
  profile,
  actions,
  disabled,
}: {
  readonly profile: Profile
  readonly actions: ParentConsentActions
  readonly disabled: boolean
}) {
  const { t } = useTranslation()
  const [parentEmail, setParentEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const step = consentStep(profile)
  if (step === 'none') return null
  // Both of the card's buttons send an e-mail to the parent.
  const sending = { busy, busyLabel: t('profile.parent.sending') }

  async function run(task: () => Promise<unknown>) {
    setBusy(true)
    try {
      await task()
      setParentEmail('')
    } catch {
      // The auth service has shown the server's message in a toast.
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(() => actions.nameParent(parentEmail.trim()))
  }

  if (step === 'waiting') {
    return (
      <>
        <div className="profile-verify" data-testid="consent-waiting">
          <p>
            {profile.parentEmailHint
              ? t('profile.parent.emailedAt', { email: profile.parentEmailHint })
              : t('profile.parent.emailed')}
          </p>
          <BusyButton
            fill="outline"
            icon={refreshOutline}
            text={t('profile.parent.sendAgain')}
            {...sending}
            disabled={disabled}
            onClick={() => void run(actions.resend)}
          />
        </div>
        <p data-testid="consent-meanwhile">{t('account.consent.meanwhile')}</p>
      </>
    )
  }
  return (
    <form onSubmit={submit} className="profile-verify" data-testid="consent-name-parent">
      <p>{t('profile.parent.underAge')}</p>
      <FormField
        label={t('profile.parent.email')}
        type="email"
        name="parentEmail"
        autocomplete="off"
        required
        value={parentEmail}
        onValue={setParentEmail}
        hint={t('profile.parent.hint')}
      />
      <BusyButton
        type="submit"
        icon={mailOutline}
        text={t('profile.parent.send')}
        {...sending}
        disabled={disabled || !parentEmail.trim()}
      />
    </form>
  )
}
