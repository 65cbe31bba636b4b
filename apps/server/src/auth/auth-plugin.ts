import { join } from 'node:path'
import { serverMessages } from '@huey/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error'
import { createMailer } from '../mail/mailer'
import { createAppleVerifier } from './apple'
import { childConsentRoutes } from './child-consent-routes'
import { consentRoutes } from './consent-routes'
import { emailRoutes } from './email-routes'
import { createFacebookVerifier } from './facebook'
import { createGoogleVerifier } from './google'
import { recipientMailLimit } from './mail-limits'
import { parentChangeRoutes } from './parent-change-routes'
import { passwordRoutes } from './password-routes'
import { type HashParams, owaspArgon2id, PasswordHasher } from './passwords'
import { scheduleAccountPurges } from './purge-job'
import { authRoutes } from './routes'
import type { AccountDeps } from './service-deps'
import { sessionRoutes } from './session-routes'
import { socialRoutes } from './social-routes'
import { bearerToken, type SessionClaims, SessionTokens } from './tokens'

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts' I/O, which every account rule takes first (`service-deps.ts`). */
    accounts: AccountDeps & { readonly beforeDeletion: ((userId: string) => Promise<void>)[] }
    /** The caller's live session; 401 without one. */
    authenticate(request: FastifyRequest): Promise<SessionClaims>
    /** The caller's session when an Authorization header is sent; undefined without one. */
    authenticateIfPresent(request: FastifyRequest): Promise<SessionClaims | undefined>
  }
}

export interface AuthPluginOptions {
  readonly hashParams?: HashParams
}

/** Accounts: services, the session decorators other features use, routes and the purge job. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { config } = app
  const db = app.database.db
  const tokens = new SessionTokens(db, config.jwtSecret)
  const accounts = {
    db,
    hasher: new PasswordHasher(options.hashParams ?? owaspArgon2id, config.passwordHashConcurrency),
    tokens,
    mailer: createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
    }),
    publicUrl: config.publicUrl,
    sandboxStore: config.store === 'sandbox',
    verifyGoogle: createGoogleVerifier(config.google),
    verifyFacebook: createFacebookVerifier(config.facebook),
    verifyApple: createAppleVerifier(config.apple),
    limitRecipient: recipientMailLimit(app),
    log: app.log,
    beforeDeletion: [],
  }
  app.decorate('accounts', accounts)
  app.decorate('authenticateIfPresent', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization)
    return token === undefined ? undefined : tokens.verify(token)
  })
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await app.authenticateIfPresent(request)
    if (!claims) throw new HttpError(401, serverMessages.sessionExpired)
    return claims
  })
  await app.register(authRoutes)
  await app.register(socialRoutes)
  await app.register(childConsentRoutes)
  await app.register(emailRoutes)
  await app.register(passwordRoutes)
  await app.register(sessionRoutes)
  await app.register(consentRoutes)
  await app.register(parentChangeRoutes)
  await scheduleAccountPurges(app.jobs, db, app.log)
})
