import { randomInt } from 'node:crypto'
import {
  serverMessages,
  TOGETHER_INVITE_HOURS,
  TOGETHER_MAX_PAINTERS,
  type TogetherSession,
  togetherMessages,
} from '@huey/contracts'
import { findUserById, isUniqueViolation, type UserRow } from '../auth/repository'
import type { Db } from '../db/database'
import { HttpError } from '../lib/http-error'
import { isChild, mayPaintTogether } from './family-rules'
import {
  addPainter,
  findLiveSession,
  insertSession,
  painterRows,
  type SessionRow,
} from './repository'

/** Marker colours, one per painter in the order they joined; readable on white and on paint. */
export const PAINTER_COLOURS = [
  '#6c4cf1',
  '#e8590c',
  '#0ca678',
  '#d6336c',
  '#1c7ed6',
  '#f59f00',
  '#7048e8',
  '#2b8a3e',
] as const

// No 0/O or 1/I: a code read out loud or copied by hand still works.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () =>
  Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')

const view = (row: SessionRow): TogetherSession => ({
  sessionId: row.id,
  code: row.code,
  imageId: row.imageId,
  expiresAt: row.expiresAt.toISOString(),
})

/** Invitations to paint together, and who may join one. */
export class TogetherService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async person(userId: string): Promise<UserRow> {
    const row = await findUserById(this.db, userId)
    if (!row) throw new HttpError(401, serverMessages.sessionExpired)
    if (isChild(row, this.now()) && row.parentConsent !== 'granted') {
      throw new HttpError(403, togetherMessages.consentNeeded)
    }
    return row
  }

  async create(userId: string, imageId: string): Promise<TogetherSession> {
    await this.person(userId)
    const expiresAt = new Date(this.now().getTime() + TOGETHER_INVITE_HOURS * 3600_000)
    for (;;) {
      try {
        const row = await insertSession(this.db, {
          code: newCode(),
          imageId,
          ownerId: userId,
          expiresAt,
          colour: PAINTER_COLOURS[0],
        })
        return view(row)
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    }
  }

  /** Joins by code: at most eight painters, and a child only among family. */
  async join(userId: string, code: string): Promise<TogetherSession> {
    const joiner = await this.person(userId)
    const session = await findLiveSession(this.db, { code })
    if (!session) throw new HttpError(404, togetherMessages.notFound)
    const painters = await painterRows(this.db, session.id)
    if (painters.some((p) => p.user.id === userId)) return view(session)
    if (painters.length >= TOGETHER_MAX_PAINTERS) throw new HttpError(409, togetherMessages.full)
    if (!painters.every((p) => mayPaintTogether(joiner, p.user, this.now()))) {
      throw new HttpError(403, togetherMessages.childNotFamily)
    }
    const colour = PAINTER_COLOURS[painters.length % PAINTER_COLOURS.length] ?? PAINTER_COLOURS[0]
    await addPainter(this.db, session.id, userId, colour)
    return view(session)
  }

  /** The live session a painter may connect to, with its painters; undefined otherwise. */
  async painterOf(userId: string, sessionId: string) {
    const session = await findLiveSession(this.db, { id: sessionId })
    if (!session) return undefined
    const painters = await painterRows(this.db, session.id)
    if (!painters.some((p) => p.user.id === userId)) return undefined
    return {
      session,
      painters: painters.map((p) => ({
        painterId: p.user.id,
        name: p.user.name,
        colour: p.colour,
      })),
    }
  }
}
