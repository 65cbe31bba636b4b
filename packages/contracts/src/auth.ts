import { z } from 'zod'
import { answerMessages } from './messages'

const isoDate = z.iso.date({ message: answerMessages.birthdateFormat })
const email = z
  .email({ message: answerMessages.emailInvalid })
  .max(254)
  .transform((e) => e.toLowerCase())

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const controlCharacters = /[\u0000-\u001f\u007f]/

/** Characters as people count them (code points, so an emoji is one), never truncated. */
const characters = (s: string) => [...s].length
const password = z
  .string()
  .max(512, answerMessages.passwordTooLong)
  .refine((p) => characters(p) >= 8, answerMessages.passwordTooShort)
  .refine((p) => characters(p) <= 128, answerMessages.passwordTooLong)

export const parentConsentSchema = z.enum(['not-required', 'pending', 'granted', 'declined'])
export type ParentConsent = z.infer<typeof parentConsentSchema>

export const authProviderSchema = z.enum(['password', 'google', 'facebook', 'apple'])
export type AuthProvider = z.infer<typeof authProviderSchema>

/** The user as the server sends it (accounts issue); the client's profile holds this shape. */
export const userSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  birthdate: isoDate.nullable(),
  ageVerified: z.boolean(),
  /** Whether the address was proven (a mailed link, or a provider that vouches for it). */
  emailVerified: z.boolean(),
  premium: z.boolean(),
  parentConsent: parentConsentSchema,
  /** The parent's address as the child may see it (p***@example.com), or null when none is named. */
  parentEmailHint: z.string().nullable().optional(),
  providers: z.array(authProviderSchema),
  createdAt: z.iso.datetime({ offset: true }),
})
export type User = z.infer<typeof userSchema>

export const signUpBodySchema = z.object({
  email,
  password,
  name: z
    .string()
    .trim()
    .min(1, answerMessages.nameRequired)
    .max(80, answerMessages.nameTooLong)
    .refine((n) => !controlCharacters.test(n), answerMessages.nameControlCharacters),
  birthdate: isoDate,
  parentEmail: email.optional(),
})
export type SignUpBody = z.input<typeof signUpBodySchema>

/**
 * Only a message: an address that already has an account must get the very same answer as a new
 * one (no account enumeration), and SPEC.md's client reads no field of it.
 */
export const signUpResponseSchema = z.object({ message: z.string() })
export type SignUpResponse = z.infer<typeof signUpResponseSchema>

export const signInBodySchema = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
})
export type SignInBody = z.infer<typeof signInBodySchema>

export const googleTokenBodySchema = z.object({ idToken: z.string().min(1).max(8192) })
export type GoogleTokenBody = z.infer<typeof googleTokenBodySchema>

/**
 * Sign in with Apple: the ID token, the nonce the app asked Apple to put in it, and the name Apple
 * gives the app on the first sign-in only (it names a new account).
 */
export const appleTokenBodySchema = z.object({
  idToken: z.string().min(1).max(8192),
  nonce: z.string().min(1).max(256).optional(),
  name: z
    .string()
    .max(160)
    .refine((n) => !controlCharacters.test(n), 'Name cannot contain control characters.')
    .optional(),
})
export type AppleTokenBody = z.infer<typeof appleTokenBodySchema>

export const facebookTokenBodySchema = z.object({ accessToken: z.string().min(1).max(4096) })
export type FacebookTokenBody = z.infer<typeof facebookTokenBodySchema>

export const verifyAgeBodySchema = z.object({
  userId: z.uuid({ message: 'userId must be a user id.' }),
  ageVerified: z.boolean(),
  birthdate: isoDate.optional(),
})
export type VerifyAgeBody = z.infer<typeof verifyAgeBodySchema>

/** A parent named after sign-up (a social account whose age was verified later). */
export const parentEmailBodySchema = z.object({ parentEmail: email })
export type ParentEmailBody = z.input<typeof parentEmailBodySchema>

/** What naming a parent or sending the consent e-mail again answers. */
export const consentMailResponseSchema = z.object({ user: userSchema, message: z.string() })
export type ConsentMailResponse = z.infer<typeof consentMailResponseSchema>

/** Sign-in, Google and Facebook answer a session token and the user. */
export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema })
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const userResponseSchema = z.object({ user: userSchema })
export type UserResponse = z.infer<typeof userResponseSchema>

/** POST /auth/verify-age without a token: whether that account's age is verified, nothing more. */
export const ageCheckSchema = z.object({ userId: z.uuid(), ageVerified: z.boolean() })
export type AgeCheck = z.infer<typeof ageCheckSchema>
export const verifyAgeResponseSchema = z.union([userResponseSchema, ageCheckSchema])

export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

/** POST /auth/password/forgot: answered the same whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(254) })
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>

/** POST /auth/password/reset: the mailed link's token and the new password (sign-up's rules). */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password,
})
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>

/** POST /auth/password/change, signed in: the current password proves it is the owner. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: password,
})
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

/** One signed-in device or browser, as the profile lists them. */
export const sessionInfoSchema = z.object({
  sessionId: z.uuid(),
  /** "Chrome on Android", "Huey app on iPhone"; "Unknown device" when nothing was sent. */
  device: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  /** The session the list was asked with. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfoSchema>
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) })
export type SessionList = z.infer<typeof sessionListSchema>
export const sessionIdParamsSchema = z.object({
  sessionId: z.uuid({ message: 'sessionId must be a session id.' }),
})
