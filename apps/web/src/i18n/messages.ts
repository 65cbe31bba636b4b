import {
  operationMessages,
  photoMessages,
  purchaseMessages,
  serverMessages,
  signUpSuccessMessage,
  validationMessages,
} from '@huey/contracts'
import { i18n } from './i18n'

// Every English message of @huey/contracts (SPEC.md's catalogue, the server's answers, the photo
// and purchase messages) with its key in the language catalogues.
const keyOf = new Map<string, string>([
  ...Object.entries(validationMessages).map(([k, text]) => [text, `auth.validation.${k}`] as const),
  ...Object.entries(operationMessages).flatMap(([op, m]) => [
    [m.serverError, `auth.operations.${op}.serverError`] as const,
    [m.unexpected, `auth.operations.${op}.unexpected`] as const,
  ]),
  ...Object.entries(serverMessages).map(([k, text]) => [text, `server.${k}`] as const),
  [signUpSuccessMessage, 'auth.signUpSuccess'],
  ...Object.entries(photoMessages).map(([k, text]) => [text, `photo.${k}`] as const),
  ...Object.entries(purchaseMessages).map(([k, text]) => [text, `purchase.${k}`] as const),
])

/**
 * A message of the contracts (SPEC.md's, or the server's answer, which is always English) in the
 * reader's language; en-US keeps it to the letter, and a message the app does not know is shown
 * as it came.
 */
export function translateMessage(english: string): string {
  const key = keyOf.get(english)
  return key ? String(i18n.t(key as never)) : english
}
