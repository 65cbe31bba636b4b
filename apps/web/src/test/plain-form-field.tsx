/**
 * Ionic's input is a web component that jsdom does not run: page tests mock
 * components/form-field with this plain input, labelled, required and typed into the same way.
 */
export function FormField(props: {
  label: string
  value?: string
  required?: boolean
  onIonInput?: (e: { detail: { value: string } }) => void
  onValue?: (value: string) => void
}) {
  return (
    <input
      aria-label={props.label}
      value={props.value ?? ''}
      required={props.required}
      onChange={(e) => {
        props.onIonInput?.({ detail: { value: e.target.value } })
        props.onValue?.(e.target.value)
      }}
    />
  )
}
