import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../auth/profile-store'
import { PageShell } from '../../components/page-shell'
import { LanguagePicker } from '../../i18n/language-picker'
import { AccountActions } from './account-actions'
import { AgeCard } from './age-card'
import { EmailVerifyPrompt } from './email-card'
import { FamilyCard } from './family-card'
import { PasswordCard } from './password-card'
import type { ProfileAction, RunAction } from './profile-action'
import { NameCard, PlanCard } from './profile-cards'
import { SessionsCard } from './sessions-card'
import '../../components/forms.css'

export function ProfilePage() {
  const profile = useProfile()
  const [busy, setBusy] = useState<ProfileAction | null>(null)
  const { t } = useTranslation()

  const run: RunAction = async (action, task, then) => {
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

  return (
    <PageShell title={t('titles.profile')}>
      <div className="auth-card profile">
        <h1>{t('titles.profile')}</h1>
        <NameCard profile={profile} />
        <EmailVerifyPrompt profile={profile} />
        <PlanCard profile={profile} disabled={busy !== null} />
        <AgeCard profile={profile} busy={busy} run={run} />
        <FamilyCard profile={profile} />
        <LanguagePicker />
        <PasswordCard profile={profile} />
        <SessionsCard />
        <AccountActions busy={busy} run={run} />
      </div>
    </PageShell>
  )
}
