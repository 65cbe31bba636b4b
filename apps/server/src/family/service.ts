import {
  type ChildExport,
  type FamilyChild,
  familyMessages,
  PARENT_MIN_AGE,
  serverMessages,
} from '@huey/contracts'
import { deleteAccount } from '../auth/account'
import { ageOn } from '../auth/age'
import { findUserById, type UserRow } from '../auth/repository'
import type { AccountDeps } from '../auth/service-deps'
import { deviceLabel } from '../auth/sessions'
import type { Db } from '../db/database'
import { HttpError } from '../lib/http-error'
import { findLanguage } from '../preferences/repository'
import { isPremium } from '../purchases/repository'
import {
  type ChildRow,
  childCreations,
  childEntitlements,
  childSessions,
  childWorks,
  exportWorks,
  findChildren,
  withdrawConsents,
} from './repository'

const sessionView = (s: { userAgent: string | null; createdAt: Date; lastUsedAt: Date }) => ({
  device: deviceLabel(s.userAgent),
  createdAt: s.createdAt.toISOString(),
  lastUsedAt: s.lastUsedAt.toISOString(),
})

function providersOf(row: UserRow): string[] {
  const named: [unknown, string][] = [
    [row.passwordHash, 'password'],
    [row.googleSubject, 'google'],
    [row.facebookId, 'facebook'],
    [row.appleSubject, 'apple'],
  ]
  return named.filter(([held]) => held).map(([, name]) => name)
}

/**
 * A parent's rights over their children's accounts. A parent is an adult account whose proven
 * address is the one a child named: the address that received (or will receive) the consent link.
 */
export class FamilyService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountDeps,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async parent(userId: string): Promise<UserRow> {
    const row = await findUserById(this.db, userId)
    if (!row) throw new HttpError(401, serverMessages.sessionExpired)
    if (!row.emailVerified) throw new HttpError(403, familyMessages.parentMustBeVerified)
    if (row.birthdate === null || ageOn(row.birthdate, this.now()) < PARENT_MIN_AGE) {
      throw new HttpError(403, familyMessages.parentMustBeAdult)
    }
    return row
  }

  /** The parent's child with this id; any other account is "not your child" (404). */
  private async child(parentId: string, childId: string): Promise<ChildRow> {
    const parent = await this.parent(parentId)
    const found = (await findChildren(this.db, parent.email)).find((c) => c.id === childId)
    if (!found) throw new HttpError(404, familyMessages.notYourChild)
    return found
  }

  async children(parentId: string): Promise<FamilyChild[]> {
    const parent = await this.parent(parentId)
    const rows = await findChildren(this.db, parent.email)
    return Promise.all(
      rows.map(async (row) => ({
        userId: row.id,
        name: row.name,
        email: row.email,
        birthdate: row.birthdate,
        parentConsent: row.parentConsent,
        premium: await isPremium(this.db, row.id),
        createdAt: row.createdAt.toISOString(),
        works: await childWorks(this.db, row.id),
        creationCount: (await childCreations(this.db, row.id)).length,
        sessions: (await childSessions(this.db, row.id)).map(sessionView),
      })),
    )
  }

  /** Back to waiting for a parent at once: every check reads the account, on every device. */
  async withdrawConsent(parentId: string, childId: string): Promise<void> {
    const child = await this.child(parentId, childId)
    await withdrawConsents(this.db, { childId: child.id })
  }

  /** The whole account goes, as if the child deleted it (subscriptions stop renewing first). */
  async deleteChild(parentId: string, childId: string): Promise<void> {
    const child = await this.child(parentId, childId)
    await deleteAccount(this.accounts, child.id)
  }

  async exportChild(parentId: string, childId: string): Promise<ChildExport> {
    const child = await this.child(parentId, childId)
    const db = this.db
    return {
      exportedAt: this.now().toISOString(),
      account: {
        userId: child.id,
        name: child.name,
        email: child.email,
        birthdate: child.birthdate,
        parentEmail: child.parentEmail,
        parentConsent: child.parentConsent,
        emailVerified: child.emailVerified,
        createdAt: child.createdAt.toISOString(),
        signInWith: providersOf(child),
        language: (await findLanguage(db, child.id)) ?? null,
      },
      premium: await childEntitlements(db, child.id),
      sessions: (await childSessions(db, child.id)).map(sessionView),
      works: await exportWorks(db, child.id),
      creations: await childCreations(db, child.id),
    }
  }

  /** Deleting a parent's account ends the consents it gave (a deletion hook). */
  async endConsentsOf(parentId: string): Promise<void> {
    const row = await findUserById(this.db, parentId)
    if (row) await withdrawConsents(this.db, { parentEmail: row.email })
  }
}
