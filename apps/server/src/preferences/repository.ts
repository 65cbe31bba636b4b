import type { Language, PreferencesChange, PreferencesResponse } from '@huey/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { preferences } from '../db/schema'

type PreferencesRow = typeof preferences.$inferSelect

const toResponse = (row: PreferencesRow | undefined): PreferencesResponse => ({
  preferences: row?.settings ?? {},
  updatedAt: row?.updatedAt.toISOString() ?? null,
})

/** The account's preferences; an account that never chose any has none (the app's defaults). */
export async function findPreferences(db: Db, userId: string): Promise<PreferencesResponse> {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId))
  return toResponse(row)
}

/** The language the account chose, if it chose one: its e-mails and pages are written in it. */
export async function findLanguage(db: Db, userId: string): Promise<Language | undefined> {
  return (await findPreferences(db, userId)).preferences.language
}

/**
 * Applies a change in one statement: given keys replace the stored ones and `null` removes a key
 * (jsonb_strip_nulls), so two devices changing different keys at once both keep their change.
 */
export async function changePreferences(
  db: Db,
  userId: string,
  change: PreferencesChange,
): Promise<PreferencesResponse> {
  const patch = JSON.stringify(change)
  const [row] = await db
    .insert(preferences)
    .values({ userId, settings: sql`jsonb_strip_nulls(${patch}::jsonb)` })
    .onConflictDoUpdate({
      target: preferences.userId,
      set: {
        settings: sql`jsonb_strip_nulls(${preferences.settings} || ${patch}::jsonb)`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return toResponse(row)
}
