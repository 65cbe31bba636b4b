import { IonInput, IonNote } from '@ionic/react'
import type { ComponentProps, Ref } from 'react'

type InputProps = ComponentProps<typeof IonInput>

/**
 * A labelled input with an optional hint, sized for thumbs and keyboards alike. With `error`, the
 * input is marked invalid and Ionic shows the text under it (and points the input's
 * aria-describedby at it).
 */
export function FormField({
  label,
  hint,
  hintTone,
  error,
  inputRef,
  className,
  onValue,
  ...input
}: InputProps & {
  readonly label: string
  readonly hint?: string
  /** Colours the hint: the password strength. */
  readonly hintTone?: 'weak' | 'ok' | 'strong'
  readonly error?: string
  readonly inputRef?: Ref<HTMLIonInputElement>
  /** Called with the field's text on every keystroke. */
  readonly onValue?: (value: string) => void
}) {
  const classes = [className, error ? 'ion-invalid ion-touched' : undefined].filter(Boolean)
  return (
    <div className="form-field">
      <IonInput
        ref={inputRef}
        label={label}
        labelPlacement="stacked"
        fill="outline"
        className={classes.length ? classes.join(' ') : undefined}
        errorText={error}
        onIonInput={onValue ? (e) => onValue(String(e.detail.value ?? '')) : undefined}
        {...input}
      />
      {hint && !error ? (
        <IonNote
          className={hintTone ? `form-hint strength-${hintTone}` : 'form-hint'}
          aria-live="polite"
        >
          {hint}
        </IonNote>
      ) : null}
    </div>
  )
}
