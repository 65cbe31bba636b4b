import type { ComponentProps } from 'react'
import { FormField } from './form-field'

type PresetProps = Omit<
  ComponentProps<typeof FormField>,
  'type' | 'name' | 'autocomplete' | 'inputmode' | 'onIonInput'
>

/** A required e-mail field with the keyboard and autofill for addresses. */
export function EmailField(props: PresetProps) {
  return (
    <FormField
      type="email"
      name="email"
      autocomplete="email"
      inputmode="email"
      required
      {...props}
    />
  )
}

/** A required password field; `purpose` tells password managers to fill it or to offer a new one. */
export function PasswordField({
  purpose,
  ...props
}: PresetProps & { readonly purpose: 'current' | 'new' }) {
  return (
    <FormField
      type="password"
      name={`${purpose}-password`}
      autocomplete={`${purpose}-password`}
      required
      {...props}
    />
  )
}
