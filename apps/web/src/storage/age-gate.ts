/**
 * The birthdate a child gave at sign-up, kept on the device (not in SPEC.md), so that going back,
 * reloading or starting over cannot trade it for an older one. Only a child's answer is kept: an
 * adult's typo does no harm and may be corrected.
 */
const AGE_GATE_KEY = 'signUpBirthdate'

export function readGivenBirthdate(): string | null {
  const value = localStorage.getItem(AGE_GATE_KEY)
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}

export function keepGivenBirthdate(birthdate: string): void {
  localStorage.setItem(AGE_GATE_KEY, birthdate)
}
