import { answerMessages, PARENTAL_CONSENT_AGE } from '@huey/contracts'

/** Whole years between an ISO birthdate and today (UTC). */
export function ageOn(birthdate: string, today: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number]
  let age = today.getUTCFullYear() - y
  const month = today.getUTCMonth() + 1
  if (month < m || (month === m && today.getUTCDate() < d)) age--
  return age
}

/** A readable reason a birthdate is not acceptable, or null when it is. */
export function birthdateProblem(birthdate: string, today: Date): string | null {
  const parsed = new Date(`${birthdate}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthdate) {
    return answerMessages.birthdateNotReal
  }
  if (parsed.getTime() > today.getTime()) return answerMessages.birthdateInFuture
  if (parsed.getUTCFullYear() < 1900) return answerMessages.birthdateBefore1900
  return null
}

/**
 * Whether an account still waits for its parent: a child under 13 (by the stored birthdate) without
 * consent, or any account whose consent is pending. Such accounts cannot pay or upgrade.
 */
export function awaitsParentalConsent(
  row: { readonly birthdate: string | null; readonly parentConsent: string },
  today: Date,
): boolean {
  return row.parentConsent === 'pending' || needsParentalConsent(row, today)
}

/** A child under 13 (by the stored birthdate) whose parent has not granted consent. */
export function needsParentalConsent(
  row: { readonly birthdate: string | null; readonly parentConsent: string },
  today: Date,
): boolean {
  const child = row.birthdate !== null && ageOn(row.birthdate, today) < PARENTAL_CONSENT_AGE
  return child && row.parentConsent !== 'granted'
}
