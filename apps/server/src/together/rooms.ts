import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import type { Bus } from './bus'
import { addFills, mergeIntoWorks } from './repository'
import { Room } from './room'

/** How often a session's painting is written into its painters' works while they paint. */
const WORKS_EVERY_MS = 2000

interface Held {
  readonly room: Room
  readonly ready: Promise<void>
  dirty: boolean
  /** The fills being stored, in order: the works are written from them once they are in. */
  writes: Promise<void>
  timer: NodeJS.Timeout
}

/** This server's rooms, one per session with a painter connected here. */
export class Rooms {
  private readonly held = new Map<string, Held>()
  /** Set once the server stops: sockets closing after that change nothing. */
  private stopped = false

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async merge(sessionId: string, held: Held): Promise<void> {
    if (!held.dirty) return
    held.dirty = false
    await held.writes
    await mergeIntoWorks(this.db, sessionId).catch((err: unknown) => {
      held.dirty = true
      this.log.warn({ err, sessionId }, 'together: the painting could not be written to works')
    })
  }

  /** The session's room, opened (listening on the bus) before it is answered. */
  async acquire(sessionId: string, roster: ConstructorParameters<typeof Room>[2]): Promise<Room> {
    let held = this.held.get(sessionId)
    if (!held) {
      const room: Room = new Room(sessionId, this.bus, roster, async (ids) => {
        const entry = this.held.get(sessionId)
        if (!entry) return
        entry.dirty = true
        const write = entry.writes.then(() => addFills(this.db, sessionId, ids))
        entry.writes = write.catch(() => undefined)
        await write
      })
      const created: Held = {
        room,
        ready: room.open(),
        dirty: false,
        writes: Promise.resolve(),
        timer: setInterval(() => void this.merge(sessionId, created), WORKS_EVERY_MS),
      }
      created.timer.unref()
      held = created
      this.held.set(sessionId, held)
    }
    await held.ready
    return held.room
  }

  /** After a painter left: the last one here closes the room, the painting written first. */
  async release(room: Room): Promise<void> {
    const held = this.held.get(room.sessionId)
    if (this.stopped || !held || room.size > 0) return
    this.held.delete(room.sessionId)
    clearInterval(held.timer)
    await this.merge(room.sessionId, held)
    await room.close()
  }

  async closeAll(): Promise<void> {
    this.stopped = true
    for (const held of [...this.held.values()]) {
      clearInterval(held.timer)
      held.dirty = true
      await this.merge(held.room.sessionId, held)
      await held.room.close()
    }
    this.held.clear()
  }
}
