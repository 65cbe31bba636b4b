// @vitest-environment node
import {
  catalogueProblems,
  operationMessages,
  serverMessages,
  validationMessages,
} from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import { allLocales as catalogues } from './all-locales'
import { languages } from './languages'
import { enUS } from './locales/en-us'

describe('language catalogues', () => {
  it.each(languages)(
    '%s has every key of en-US and no other, each filled, with the same values and tags',
    (language) => {
      expect(catalogueProblems(enUS, catalogues[language], language)).toEqual([])
    },
  )

  it('keeps SPEC.md’s English messages to the letter', () => {
    expect(enUS.auth.validation).toEqual(validationMessages)
    expect(enUS.auth.operations.signIn).toEqual(operationMessages.signIn)
    expect(enUS.auth.operations.deleteAccount.unexpected).toBe(
      'An unexpected error occurred during account deletion.',
    )
    expect(enUS.server).toEqual(serverMessages)
  })
})
