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

/**
 * What this device keeps of an account (storage/account-space and the outbox): what waits is sent
 * before a log-out, and everything of the account is ended after a log-out or a deletion.
 */
export interface AccountDevice {
  /** The space of the account signed in now (storage/owner.ts). */
  owner(): string
  /** The space a session token belongs to. */
  ownerOf(token: string): string
  /** Sends what waits in the outbox; answers how many changes still wait. */
  send(): Promise<number>
  /** Ends everything of an account on this device. */
  forget(owner: string): Promise<void>
}

export interface AuthDeps {
  readonly profile: ProfileStore
  /** The provider's sign-in calls; the buttons read which providers are enabled themselves. */
  readonly social: Pick<
    SocialAuth,
    'googleIdToken' | 'appleCredential' | 'facebookAccessToken' | 'signOut'
  >
  /** Without one (tests of the calls alone), nothing is kept on the device to end. */
  readonly device?: AccountDevice
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
