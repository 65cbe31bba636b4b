/** The auth service's inputs, what it is built on, and its error (its calls are in auth-service.ts). */
import { type ErrorCode, sessionResponseSchema } from '@huey/contracts'
import { z } from 'zod'
import type { apiRequest } from '../lib/api-client'
import { type Profile, type ProfileStore, profileSchema } from './profile-store'
import type { SocialAuth } from './social-login'

export interface SignUpInput {
  readonly email?: string
  readonly password?: string
  readonly name?: string
  readonly birthdate?: string
  readonly parentEmail?: string
}

export interface VerifyAgeInput {
  readonly userId?: string
  readonly ageVerified: boolean
  readonly birthdate?: string
}

export interface AuthDeps {
  readonly profile: ProfileStore
  /** The provider's sign-in calls; the buttons read which providers are enabled themselves. */
  readonly social: Pick<
    SocialAuth,
    'googleIdToken' | 'appleCredential' | 'facebookAccessToken' | 'signOut'
  >
  readonly request?: typeof apiRequest
  readonly toast?: (message: string, color: string) => void
  readonly log?: (message: string, error: unknown) => void
}

/**
 * A failed account call: its message is what the user saw in the toast (in their language);
 * `code` is the error's code in the contracts' `errorCodes`, for code that tells errors apart.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError'

  constructor(
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message)
  }
}

/** A sign-in's answer; SPEC.md section 4: a missing user signs in with an empty profile. */
export const signInAnswerSchema = sessionResponseSchema.extend({
  token: z.string().min(1),
  user: profileSchema.nullish().transform((user): Profile => user ?? {}),
})
