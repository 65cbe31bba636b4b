import { IonSpinner } from '@ionic/react'
import type { ProfileAction } from './profile-action'

/** A button's text, or a spinner named after it while its call is under way. */
export function BusyLabel(props: {
  readonly action: ProfileAction
  readonly busy: ProfileAction | null
  readonly text: string
}) {
  return props.busy === props.action ? (
    <IonSpinner name="dots" aria-label={`${props.text}…`} />
  ) : (
    props.text
  )
}
