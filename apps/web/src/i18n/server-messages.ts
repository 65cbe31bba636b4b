import { serverMessages } from '@huey/contracts'
import { i18n } from './i18n'

type ServerMessageKey = keyof typeof serverMessages
const keyOf = new Map<string, ServerMessageKey>(
  Object.entries(serverMessages).map(([key, text]) => [text, key as ServerMessageKey]),
)

/**
 * The server answers its errors in English (the API's contract); the ones the app knows are shown
 * in the reader's language, and any other message as the server wrote it.
 */
export function translateServerMessage(message: string): string {
  const key = keyOf.get(message)
  return key ? i18n.t(`server.${key}`) : message
}
