import { sql } from 'drizzle-orm'
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  birthdate: date('birthdate', { mode: 'string' }),
  parentEmail: text('parent_email'),
  parentConsent: text('parent_consent', {
    enum: ['not-required', 'pending', 'granted', 'declined'],
  })
    .notNull()
    .default('not-required'),
  ageVerified: boolean('age_verified').notNull().default(false),
  /** Proven by a link mailed to the address or by a provider that vouches for it. */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** When the parent was first asked (sign-up, or later for a social account): the purge clock. */
  consentRequestedAt: timestamp('consent_requested_at', { withTimezone: true }),
  googleSubject: text('google_subject').unique(),
  facebookId: text('facebook_id').unique(),
  appleSubject: text('apple_subject').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most every few minutes per session (see SessionTokens.touch), not per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The User-Agent it signed in with (at most 300 characters), for "Chrome on Android". */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** One-time links for a parent to confirm or decline a child's account; only the hash is stored. */
export const consentTokens = pgTable(
  'consent_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('consent_tokens_user_idx').on(t.userId)],
)

/**
 * One-time links mailed to the account's own address (verifying it, resetting the password).
 * Only the hash is stored; a used link keeps its row so its page can say "already used".
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
)
