import { PARENTAL_CONSENT_AGE } from '@huey/contracts'
import { ageOn } from '../auth/age'

interface Person {
  readonly id: string
  readonly email: string
  readonly birthdate: string | null
  readonly parentEmail: string | null
  readonly parentConsent: string
}

export function isChild(person: Person, today: Date): boolean {
  return person.birthdate !== null && ageOn(person.birthdate, today) < PARENTAL_CONSENT_AGE
}

/**
 * Whether two people may paint one picture together: any two adults; a child only with their
 * family: the parent who consented, or another child of the same consenting parent.
 */
export function mayPaintTogether(a: Person, b: Person, today: Date): boolean {
  const [aChild, bChild] = [isChild(a, today), isChild(b, today)]
  if (!aChild && !bChild) return true
  const consented = (p: Person) => p.parentConsent === 'granted' && p.parentEmail !== null
  if (aChild && bChild) {
    return consented(a) && consented(b) && a.parentEmail === b.parentEmail
  }
  const [child, other] = aChild ? [a, b] : [b, a]
  return consented(child) && other.email.toLowerCase() === child.parentEmail
}
