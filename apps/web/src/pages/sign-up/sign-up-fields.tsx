import { useTranslation } from 'react-i18next'
import type { SignUpFormState } from '../../auth/use-sign-up'
import { EmailField, PasswordField } from '../../components/account-fields'
import { FormField } from '../../components/form-field'

const today = () => new Date().toISOString().slice(0, 10)

/** E-mail, password (with its strength) and name. */
export function AccountFields({ state }: { readonly state: SignUpFormState }) {
  const { form, set, errors, refs, strength } = state
  const { t } = useTranslation()
  return (
    <>
      <EmailField
        inputRef={refs.email}
        label={t('forms.email')}
        value={form.email}
        onValue={set('email')}
        error={errors.email}
      />
      <PasswordField
        purpose="new"
        inputRef={refs.password}
        label={t('forms.password')}
        value={form.password}
        onValue={set('password')}
        error={errors.password}
        hint={strength?.text ?? t('signUp.passwordHint')}
        hintTone={strength?.level}
      />
      <FormField
        inputRef={refs.name}
        label={t('signUp.name')}
        name="name"
        autocomplete="name"
        maxlength={80}
        value={form.name}
        onValue={set('name')}
        error={errors.name}
        required
      />
    </>
  )
}

/** The birthdate alone, the form's first question; nothing on it depends on the answer. */
export function BirthdateField({ state }: { readonly state: SignUpFormState }) {
  const { form, set, errors, refs } = state
  const { t } = useTranslation()
  return (
    <FormField
      inputRef={refs.birthdate}
      label={t('signUp.birthdate')}
      type="date"
      name="bday"
      autocomplete="bday"
      min="1900-01-01"
      max={today()}
      value={form.birthdate}
      onValue={set('birthdate')}
      error={errors.birthdate}
      hint={t('ageGate.why')}
      required
    />
  )
}

/** The parent's e-mail: required, and explained, for a child under 13; optional otherwise. */
export function ParentEmailField({ state }: { readonly state: SignUpFormState }) {
  const { form, set, errors, refs, child } = state
  const { t } = useTranslation()
  const field = (
    <FormField
      inputRef={refs.parentEmail}
      label={child ? t('signUp.parentEmail') : t('signUp.parentEmailOptional')}
      type="email"
      name="parent-email"
      autocomplete="off"
      value={form.parentEmail}
      onValue={set('parentEmail')}
      error={errors.parentEmail}
      required={child}
    />
  )
  if (!child) return field
  return (
    <div className="parent-box">
      <p>
        <strong>{t('signUp.childTitle')}</strong> {t('signUp.childText')}
      </p>
      {field}
    </div>
  )
}
