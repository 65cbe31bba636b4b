import { IonButton, IonIcon, IonSpinner } from '@ionic/react'
import type { ComponentProps } from 'react'

/** A button with an icon and its text, which shows a spinner named `busyLabel` while its call runs. */
export function BusyButton({
  icon,
  text,
  busy,
  busyLabel,
  disabled,
  ...button
}: ComponentProps<typeof IonButton> & {
  readonly icon: string
  readonly text: string
  readonly busy: boolean
  readonly busyLabel: string
}) {
  return (
    <IonButton disabled={disabled || busy} {...button}>
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      {busy ? <IonSpinner name="dots" aria-label={busyLabel} /> : text}
    </IonButton>
  )
}
