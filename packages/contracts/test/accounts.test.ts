import { describe, expect, it } from 'vitest'
import { signUpBodySchema, userSchema, verifyAgeResponseSchema } from '../src'

const valid = {
  email: 'Ada@Example.com',
  password: 'correct horse',
  name: 'Ada',
  birthdate: '2000-04-23',
}
const firstMessage = (input: unknown) => {
  const parsed = signUpBodySchema.safeParse(input)
  return parsed.success ? null : parsed.error.issues[0]?.message
}

describe('sign-up body', () => {
  it('accepts a valid sign-up and keeps the address in lower case', () => {
    expect(signUpBodySchema.parse(valid).email).toBe('ada@example.com')
  })

  it('answers the message people read for each bad field', () => {
    expect(firstMessage({ ...valid, email: 'ada' })).toBe('Enter a valid e-mail address.')
    expect(firstMessage({ ...valid, password: 'short' })).toBe(
      'Password must be at least 8 characters.',
    )
    expect(firstMessage({ ...valid, password: 'x'.repeat(129) })).toBe(
      'Password must be at most 128 characters.',
    )
    expect(firstMessage({ ...valid, name: '   ' })).toBe('Name is required.')
    expect(firstMessage({ ...valid, name: 'Ada\u0000' })).toBe(
      'Name cannot contain control characters.',
    )
    expect(firstMessage({ ...valid, birthdate: '23/04/2000' })).toBe(
      'Birthdate must be a date such as 2010-04-23.',
    )
  })

  it('counts a password in characters as people do, so eight emoji are eight', () => {
    expect(signUpBodySchema.safeParse({ ...valid, password: '🎨'.repeat(8) }).success).toBe(true)
    expect(firstMessage({ ...valid, password: '🎨'.repeat(7) })).toBe(
      'Password must be at least 8 characters.',
    )
  })
})

describe('verify-age answer', () => {
  it('is either the whole user (with a session) or only the id and the verdict', () => {
    const check = verifyAgeResponseSchema.parse({
      userId: '0b6f6d4e-8e1a-4c55-9d7c-8f1f0d3c2a11',
      ageVerified: false,
      email: 'someone@example.com',
    })
    expect(check).toEqual({ userId: '0b6f6d4e-8e1a-4c55-9d7c-8f1f0d3c2a11', ageVerified: false })
    expect(userSchema.safeParse(check).success).toBe(false)
  })
})
