import { randomUUID } from 'node:crypto'
import {
  TOGETHER_SESSION_RATE,
  type TogetherClientMessage,
  type TogetherPainter,
  type TogetherServerMessage,
} from '@huey/contracts'
import type { Bus } from './bus'
import { RateBucket } from './rate'

/** One socket of this server in a session. */
export interface Painter {
  readonly connId: string
  readonly painterId: string
  readonly name: string
  readonly colour: string
  send(message: TogetherServerMessage): void
}

type Known = Omit<TogetherPainter, 'here'>

/** What servers tell each other about a session: a message for its painters, or who is here. */
type Envelope =
  | { k: 'out'; from: string; msg: TogetherServerMessage }
  | { k: 'hello'; server: string; conn: string; painter: Known }
  | { k: 'bye'; server: string; conn: string; painter: string }
  | { k: 'who'; server: string }

const known = (p: Painter): Known => ({ painterId: p.painterId, name: p.name, colour: p.colour })

// NOTIFY carries at most 8000 bytes: long fills (a painter back online) go in parts.
const FILL_PART = 1000

/**
 * A session as one server holds it: its sockets here, who is connected anywhere (each server
 * says hello and bye on the bus, and answers "who" when another starts listening), and the
 * session's rate limit on this server.
 */
export class Room {
  readonly serverId = randomUUID()
  private readonly painters = new Set<Painter>()
  private readonly here = new Map<string, { server: string; painter: string }>()
  private readonly bucket = new RateBucket(TOGETHER_SESSION_RATE, TOGETHER_SESSION_RATE * 2)
  private stop: (() => Promise<void>) | undefined

  constructor(
    readonly sessionId: string,
    private readonly bus: Bus,
    /** Everyone who joined, from the database; a painter who joins later says hello. */
    private readonly roster: Known[],
    /** Stores fills; they are told only once stored, so a painter joining meanwhile misses none. */
    private readonly store: (ids: readonly number[]) => Promise<void>,
  ) {}

  get size(): number {
    return this.painters.size
  }

  async open(): Promise<void> {
    this.stop = await this.bus.subscribe(this.sessionId, (raw) => this.receive(raw))
    await this.tell({ k: 'who', server: this.serverId })
  }

  async close(): Promise<void> {
    await this.stop?.()
  }

  painterList(): TogetherPainter[] {
    const present = new Set([...this.here.values()].map((h) => h.painter))
    return this.roster.map((p) => ({ ...p, here: present.has(p.painterId) }))
  }

  async enter(painter: Painter): Promise<void> {
    this.painters.add(painter)
    await this.tell({
      k: 'hello',
      server: this.serverId,
      conn: painter.connId,
      painter: known(painter),
    })
  }

  async leave(painter: Painter): Promise<void> {
    this.painters.delete(painter)
    await this.tell({
      k: 'bye',
      server: this.serverId,
      conn: painter.connId,
      painter: painter.painterId,
    })
  }

  /** False when the session sends more than its share: the caller closes that socket. */
  async handle(painter: Painter, message: TogetherClientMessage): Promise<boolean> {
    if (!this.bucket.take()) return false
    const by = painter.painterId
    if (message.t === 'fill') {
      await this.store(message.ids)
      for (let i = 0; i < message.ids.length; i += FILL_PART) {
        const ids = message.ids.slice(i, i + FILL_PART)
        await this.tell({
          k: 'out',
          from: painter.connId,
          msg: { t: 'fill', by, ids, at: Date.now() },
        })
      }
    } else if (message.t === 'at') {
      await this.tell({
        k: 'out',
        from: painter.connId,
        msg: { t: 'at', by, x: message.x, y: message.y },
      })
    } else {
      await this.tell({
        k: 'out',
        from: painter.connId,
        msg: { t: 'react', by, emoji: message.emoji },
      })
    }
    return true
  }

  private tell(envelope: Envelope): Promise<void> {
    return this.bus.publish(this.sessionId, JSON.stringify(envelope))
  }

  private receive(raw: string): void {
    const envelope = JSON.parse(raw) as Envelope
    if (envelope.k === 'out') {
      for (const p of this.painters) if (p.connId !== envelope.from) p.send(envelope.msg)
      return
    }
    if (envelope.k === 'who') {
      if (envelope.server === this.serverId) return
      for (const p of this.painters) {
        void this.tell({ k: 'hello', server: this.serverId, conn: p.connId, painter: known(p) })
      }
      return
    }
    const before = JSON.stringify(this.painterList())
    if (envelope.k === 'hello') {
      const { painter } = envelope
      if (!this.roster.some((p) => p.painterId === painter.painterId)) this.roster.push(painter)
      this.here.set(envelope.conn, { server: envelope.server, painter: painter.painterId })
    } else {
      this.here.delete(envelope.conn)
    }
    const painters = this.painterList()
    if (JSON.stringify(painters) !== before) {
      for (const p of this.painters) p.send({ t: 'painters', painters })
    }
  }
}
