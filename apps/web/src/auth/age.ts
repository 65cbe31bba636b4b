import { PARENT_MIN_AGE, PARENTAL_CONSENT_AGE } from '@huey/contracts'

/** Whole years from an ISO birthdate to today; null while the date is incomplete. */
export function ageFrom(birthdate: string, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  let age = today.getFullYear() - y
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--
  return age
}

export function isUnderConsentAge(birthdate: string): boolean {
  const age = ageFrom(birthdate)
  return age !== null && age < PARENTAL_CONSENT_AGE
}

/** Old enough to look after a family (the server checks again). */
export function isAdult(birthdate: string | null | undefined): boolean {
  const age = birthdate ? ageFrom(birthdate) : null
  return age !== null && age >= PARENT_MIN_AGE
}
