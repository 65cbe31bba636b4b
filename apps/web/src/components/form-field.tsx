import { IonInput, IonNote } from '@ionic/react'
import type { ComponentProps, Ref } from 'react'

type InputProps = ComponentProps<typeof IonInput>

/** A labelled input with an optional hint, sized for thumbs and keyboards alike. */
export function FormField({
  label,
  hint,
  inputRef,
  ...input
}: InputProps & {
  readonly label: string
  readonly hint?: string
  readonly inputRef?: Ref<HTMLIonInputElement>
}) {
  return (
    <div className="form-field">
      <IonInput ref={inputRef} label={label} labelPlacement="stacked" fill="outline" {...input} />
      {hint ? <IonNote className="form-hint">{hint}</IonNote> : null}
    </div>
  )
}
