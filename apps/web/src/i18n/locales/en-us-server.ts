import { answerMessages, serverMessages } from '@huey/contracts'

/**
 * What the server answers, in US English exactly as it says it (its JSON messages stay English):
 * the other languages translate each, and the app shows them in the reader's language.
 */
export const enUSServer = {
  server: { ...serverMessages },
  answers: { ...answerMessages },
}
