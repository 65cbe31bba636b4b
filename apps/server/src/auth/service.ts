import type {
  AgeCheck,
  AppleTokenBody,
  ChangePasswordBody,
  ConsentMailResponse,
  Language,
  MessageResponse,
  ResetPasswordBody,
  SessionInfo,
  SignInBody,
  SignUpBody,
  User,
  VerifyAgeBody,
} from '@huey/contracts'
import { deleteAccount, logout, me, signIn, upgrade } from './account'
import type { LinkOutcome } from './account-tokens'
import { checkAge, verifyAge } from './age-verification'
import { nameParent, resendConsent } from './consent'
import { resendVerification, verifyEmail } from './email-verification'
import {
  changePassword,
  forgotPassword,
  mailResetLink,
  type ResetMailRequest,
  resetPassword,
} from './password-reset'
import type { AuthServiceDeps, SessionResult } from './service-deps'
import { listSessions, revokeEverySession, revokeOwnSession } from './sessions'
import { signUp } from './sign-up'
import { signInWithApple, signInWithFacebook, signInWithGoogle } from './social'
import type { SessionClaims } from './tokens'

export type { AuthServiceDeps, SessionResult } from './service-deps'

/**
 * Accounts: the one object the routes and other features hold. Each rule lives in its concern's
 * module (sign-up, consent, social, account, age-verification); this binds them to their I/O.
 */
export class AuthService {
  private readonly deletionHooks: ((userId: string) => Promise<void>)[] = []

  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Work other features must finish before an account goes (purchases stops a subscription's
   * renewals). A hook that throws stops the deletion, so the caller can try again.
   */
  beforeAccountDeletion(hook: (userId: string) => Promise<void>): void {
    this.deletionHooks.push(hook)
  }

  /** `spoken` (in this and the other mailing calls): the request's language, for the mails. */
  signUp(body: SignUpBody, spoken?: Language): Promise<MessageResponse> {
    return signUp(this.deps, body, spoken)
  }

  resendVerification(
    userId: string,
    beforeMail: () => Promise<void>,
    spoken?: Language,
  ): Promise<MessageResponse> {
    return resendVerification(this.deps, userId, beforeMail, spoken)
  }

  verifyEmail(token: string): Promise<LinkOutcome> {
    return verifyEmail(this.deps, token)
  }

  nameParent(
    userId: string,
    parentEmail: string,
    beforeMail: () => Promise<void>,
    spoken?: Language,
  ): Promise<ConsentMailResponse> {
    return nameParent(this.deps, userId, parentEmail, beforeMail, spoken)
  }

  resendConsent(
    userId: string,
    beforeMail: () => Promise<void>,
    spoken?: Language,
  ): Promise<ConsentMailResponse> {
    return resendConsent(this.deps, userId, beforeMail, spoken)
  }

  signIn(body: SignInBody, userAgent?: string): Promise<SessionResult> {
    return signIn(this.deps, body, userAgent)
  }

  signInWithGoogle(idToken: string, userAgent?: string): Promise<SessionResult> {
    return signInWithGoogle(this.deps, idToken, userAgent)
  }

  signInWithApple(body: AppleTokenBody, userAgent?: string): Promise<SessionResult> {
    return signInWithApple(this.deps, body, userAgent)
  }

  signInWithFacebook(accessToken: string, userAgent?: string): Promise<SessionResult> {
    return signInWithFacebook(this.deps, accessToken, userAgent)
  }

  forgotPassword(
    email: string,
    queueMail: (request: ResetMailRequest) => Promise<void>,
    spoken?: Language,
  ): Promise<MessageResponse> {
    return forgotPassword(email, queueMail, spoken)
  }

  /** The job behind forgotPassword: the mail, when the address has an account. */
  mailResetLink(
    request: ResetMailRequest,
    mayMail: (email: string) => Promise<boolean>,
  ): Promise<void> {
    return mailResetLink(this.deps, request, mayMail)
  }

  resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
    return resetPassword(this.deps, body)
  }

  changePassword(claims: SessionClaims, body: ChangePasswordBody): Promise<MessageResponse> {
    return changePassword(this.deps, claims.userId, claims.sessionId, body)
  }

  listSessions(claims: SessionClaims): Promise<SessionInfo[]> {
    return listSessions(this.deps.db, claims.userId, claims.sessionId)
  }

  signOutSession(userId: string, sessionId: string): Promise<void> {
    return revokeOwnSession(this.deps.db, userId, sessionId)
  }

  signOutEverywhere(userId: string): Promise<void> {
    return revokeEverySession(this.deps.db, userId)
  }

  me(token: string): Promise<User> {
    return me(this.deps, token)
  }

  logout(sessionId: string): Promise<void> {
    return logout(this.deps, sessionId)
  }

  upgrade(userId: string): Promise<User> {
    return upgrade(this.deps, userId)
  }

  deleteAccount(userId: string): Promise<void> {
    return deleteAccount(this.deps, userId, this.deletionHooks)
  }

  /** Without a session: reads and writes nothing, the same answer for every id. */
  checkAge(body: VerifyAgeBody): AgeCheck {
    return checkAge(body)
  }

  verifyAge(body: VerifyAgeBody, callerId: string): Promise<User> {
    return verifyAge(this.deps, body, callerId)
  }
}
