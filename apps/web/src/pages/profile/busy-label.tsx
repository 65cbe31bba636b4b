import { IonSpinner } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import type { ProfileAction } from './profile-action'

/** A button's text, or a spinner named after it while its call is under way. */
export function BusyLabel(props: {
  readonly action: ProfileAction
  readonly busy: ProfileAction | null
  readonly text: string
}) {
  const { t } = useTranslation()
  return props.busy === props.action ? (
    <IonSpinner name="dots" aria-label={t('profile.busy', { action: props.text })} />
  ) : (
    props.text
  )
}
