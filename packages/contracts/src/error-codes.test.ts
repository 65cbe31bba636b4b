import { describe, expect, it } from 'vitest'
import { codeOfMessage, errorCodes } from './error-codes'
import { answerMessages, fillMessage, serverMessages } from './messages'

describe('errorCodes', () => {
  it('gives each message one code: no two codes share words', () => {
    const messages = Object.values(errorCodes)
    expect(new Set(messages).size).toBe(messages.length)
    for (const [code, message] of Object.entries(errorCodes)) {
      expect(codeOfMessage(message.replace(/\{\{\w+\}\}/g, '7'))?.code).toBe(code)
    }
  })

  it('finds the code of a message to the letter', () => {
    expect(codeOfMessage(serverMessages.emailTaken)).toEqual({ code: 'AUTH_EMAIL_TAKEN' })
    expect(codeOfMessage(`${serverMessages.emailTaken} `)).toBeUndefined()
  })

  it('gives a filled message its code and the values put in it', () => {
    const filled = fillMessage(answerMessages.emailTakenOtherSocial, { provider: 'Google' })
    expect(codeOfMessage(filled)).toEqual({
      code: 'AUTH_EMAIL_TAKEN_OTHER_SOCIAL',
      values: { provider: 'Google' },
    })
    expect(codeOfMessage('Too many attempts. Please wait 30 seconds and try again.')).toEqual({
      code: 'RATE_LIMITED',
      values: { seconds: '30' },
    })
    expect(codeOfMessage('Region  is not in this picture.')).toBeUndefined()
  })
})
