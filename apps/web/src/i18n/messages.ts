import {
  answerMessages,
  type ErrorCode,
  errorResponseSchema,
  familyMessages,
  operationMessages,
  photoMessages,
  purchaseMessages,
  serverMessages,
  signUpSuccessMessage,
  togetherMessages,
  validationMessages,
} from '@huey/contracts'
import { errorKeys } from './error-keys'
import { i18n } from './i18n'

// The app's own English messages of @huey/contracts (SPEC.md's catalogue, the photo and purchase
// messages it says itself) with their keys in the language catalogues.
const keyOf = new Map<string, string>([
  ...Object.entries(validationMessages).map(([k, text]) => [text, `auth.validation.${k}`] as const),
  ...Object.entries(operationMessages).flatMap(([op, m]) => [
    [m.serverError, `auth.operations.${op}.serverError`] as const,
    [m.unexpected, `auth.operations.${op}.unexpected`] as const,
  ]),
  ...Object.entries(serverMessages).map(([k, text]) => [text, `server.${k}`] as const),
  [signUpSuccessMessage, 'auth.signUpSuccess'],
  ...Object.entries(familyMessages).map(([k, text]) => [text, `family.server.${k}`] as const),
  ...Object.entries(togetherMessages).map(([k, text]) => [text, `together.server.${k}`] as const),
  ...Object.entries(photoMessages).map(([k, text]) => [text, `photo.${k}`] as const),
  ...Object.entries(purchaseMessages).map(([k, text]) => [text, `purchase.${k}`] as const),
  ...Object.entries(answerMessages)
    .filter(([, text]) => !text.includes('{{'))
    .map(([k, text]) => [text, `answers.${k}`] as const),
])

/**
 * One of the app's own messages of the contracts in the reader's language; en-US keeps it to the
 * letter, and a message the app does not know is shown as it came. The server's answers are
 * translated by their code instead (`translateServerError`).
 */
export function translateMessage(english: string): string {
  const key = keyOf.get(english)
  return key ? String(i18n.t(key as never)) : english
}

/** A server's error answer as the reader sees it, with its code when the app knows the code. */
export interface ServerError {
  readonly shown: string
  readonly code?: ErrorCode
}

const isKnown = (code: string | undefined): code is ErrorCode =>
  code !== undefined && Object.hasOwn(errorKeys, code)

/**
 * The `{ error, code, values }` of an error answer in the reader's language, by its code (the
 * values put back into the words); an answer with a code the app does not know shows its `error`
 * as it came. Undefined when the body is no error answer.
 */
export function translateServerError(data: unknown): ServerError | undefined {
  const answer = errorResponseSchema.safeParse(data)
  if (!answer.success || !answer.data.error) return undefined
  const { error, code, values } = answer.data
  if (!isKnown(code)) return { shown: error }
  return { shown: String(i18n.t(errorKeys[code] as never, values ?? {})), code }
}
