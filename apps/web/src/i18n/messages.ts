import {
  answerMessages,
  familyMessages,
  operationMessages,
  photoMessages,
  purchaseMessages,
  serverMessages,
  signUpSuccessMessage,
  togetherMessages,
  validationMessages,
} from '@huey/contracts'
import { i18n } from './i18n'

const holes = /\{\{(\w+)\}\}/g
const isTemplate = (text: string) => text.includes('{{')

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
  ...Object.entries(familyMessages).map(([k, text]) => [text, `family.server.${k}`] as const),
  ...Object.entries(togetherMessages).map(([k, text]) => [text, `together.server.${k}`] as const),
  ...Object.entries(photoMessages).map(([k, text]) => [text, `photo.${k}`] as const),
  ...Object.entries(purchaseMessages).map(([k, text]) => [text, `purchase.${k}`] as const),
  ...Object.entries(answerMessages)
    .filter(([, text]) => !isTemplate(text))
    .map(([k, text]) => [text, `answers.${k}`] as const),
])

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// The answers with values ("Please wait 30 seconds"): each template as a pattern that gives the
// values back, so the translation says them too.
const templates = Object.entries(answerMessages)
  .filter(([, text]) => isTemplate(text))
  .map(([k, text]) => ({
    key: `answers.${k}`,
    names: [...text.matchAll(holes)].map((m) => m[1] ?? ''),
    pattern: new RegExp(
      `^${text
        .split(holes)
        .map((part, i) => (i % 2 ? '(.+?)' : literally(part)))
        .join('')}$`,
    ),
  }))

function fromTemplate(english: string): string | undefined {
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(english)
    if (!match) continue
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']))
    return String(i18n.t(key as never, values))
  }
  return undefined
}

/**
 * A message of the contracts (SPEC.md's, or the server's answer, which is always English) in the
 * reader's language; en-US keeps it to the letter, and a message the app does not know is shown
 * as it came.
 */
export function translateMessage(english: string): string {
  const key = keyOf.get(english)
  if (key) return String(i18n.t(key as never))
  return fromTemplate(english) ?? english
}
