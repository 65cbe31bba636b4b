import type { SignUpFormState } from '../../auth/use-sign-up'
import { FormField } from '../../components/form-field'

const today = () => new Date().toISOString().slice(0, 10)

/** E-mail, password (with its strength), name and birthdate. */
export function AccountFields({ state }: { readonly state: SignUpFormState }) {
  const { form, set, errors, refs, strength } = state
  return (
    <>
      <FormField
        inputRef={refs.email}
        label="E-mail"
        type="email"
        name="email"
        autocomplete="email"
        inputmode="email"
        value={form.email}
        onIonInput={set('email')}
        error={errors.email}
        required
      />
      <FormField
        inputRef={refs.password}
        label="Password"
        type="password"
        name="new-password"
        autocomplete="new-password"
        value={form.password}
        onIonInput={set('password')}
        error={errors.password}
        required
        hint={strength?.text ?? '8 characters or more. A few unrelated words work well.'}
        hintTone={strength?.level}
      />
      <FormField
        inputRef={refs.name}
        label="Name"
        name="name"
        autocomplete="name"
        maxlength={80}
        value={form.name}
        onIonInput={set('name')}
        error={errors.name}
        required
      />
      <FormField
        inputRef={refs.birthdate}
        label="Birthdate"
        type="date"
        name="bday"
        autocomplete="bday"
        min="1900-01-01"
        max={today()}
        value={form.birthdate}
        onIonInput={set('birthdate')}
        error={errors.birthdate}
        required
      />
    </>
  )
}

/** The parent's e-mail: required, and explained, for a child under 13; optional otherwise. */
export function ParentEmailField({ state }: { readonly state: SignUpFormState }) {
  const { form, set, errors, refs, child } = state
  const field = (
    <FormField
      inputRef={refs.parentEmail}
      label={child ? "Parent's e-mail" : "Parent's e-mail (optional)"}
      type="email"
      name="parent-email"
      autocomplete="off"
      value={form.parentEmail}
      onIonInput={set('parentEmail')}
      error={errors.parentEmail}
      required={child}
    />
  )
  if (!child) return field
  return (
    <div className="parent-box">
      <p>
        <strong>You are under 13.</strong> We need a parent's OK: we will e-mail them a link to
        confirm your account. Until then you can colour, but not buy or share.
      </p>
      {field}
    </div>
  )
}
