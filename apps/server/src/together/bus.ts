import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import pg from 'pg'

type Listener = (message: string) => void

/**
 * How a session's messages reach every server that holds one of its painters: Redis pub/sub in a
 * cluster with Redis, PostgreSQL's LISTEN/NOTIFY without it, and in process on PGlite (one server).
 */
export interface Bus {
  publish(sessionId: string, message: string): Promise<void>
  /** Listens to one session; the answer stops listening. */
  subscribe(sessionId: string, listener: Listener): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** The listeners of each channel, and the first and last one's moves on the wire. */
class Channels {
  private readonly emitter = new EventEmitter().setMaxListeners(0)

  constructor(
    private readonly open: (channel: string) => Promise<unknown>,
    private readonly shut: (channel: string) => Promise<unknown>,
  ) {}

  deliver(channel: string, message: string): void {
    this.emitter.emit(channel, message)
  }

  names(): string[] {
    return this.emitter.eventNames().map(String)
  }

  async add(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const first = this.emitter.listenerCount(channel) === 0
    this.emitter.on(channel, listener)
    if (first) await this.open(channel)
    return async () => {
      this.emitter.off(channel, listener)
      if (this.emitter.listenerCount(channel) === 0) await this.shut(channel)
    }
  }
}

export function localBus(): Bus {
  const channels = new Channels(
    async () => undefined,
    async () => undefined,
  )
  return {
    async publish(sessionId, message) {
      queueMicrotask(() => channels.deliver(sessionId, message))
    },
    subscribe: (sessionId, listener) => channels.add(sessionId, listener),
    async close() {},
  }
}

export function redisBus(url: string, log: FastifyBaseLogger): Bus {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true }
  const pub = new Redis(url, options)
  const sub = new Redis(url, options)
  // A lost connection is logged and retried (ioredis resubscribes on reconnecting).
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err }, 'together: Redis connection error'))
  }
  const name = (sessionId: string) => `together:${sessionId}`
  let closed = false
  // Once closed (the server stopping), late leaves and publishes are dropped, not errors.
  const channels = new Channels(
    async (channel) => closed || sub.subscribe(name(channel)),
    async (channel) => closed || sub.unsubscribe(name(channel)),
  )
  sub.on('message', (channel: string, message: string) =>
    channels.deliver(channel.slice('together:'.length), message),
  )
  return {
    async publish(sessionId, message) {
      if (!closed) await pub.publish(name(sessionId), message)
    },
    subscribe: (sessionId, listener) => channels.add(sessionId, listener),
    async close() {
      closed = true
      pub.disconnect()
      sub.disconnect()
    },
  }
}

/** One held connection LISTENs (again after a reconnect); NOTIFY goes through any connection. */
export function postgresBus(url: string, log: FastifyBaseLogger): Bus {
  const name = (sessionId: string) => `together_${sessionId.replaceAll('-', '')}`
  const notifier = new pg.Pool({ connectionString: url, max: 4 })
  notifier.on('error', (err) => log.warn({ err }, 'together: PostgreSQL pool error'))
  let listener: pg.Client | undefined
  let closed = false
  const channels = new Channels(
    async (channel) => closed || listener?.query(`listen ${name(channel)}`),
    async (channel) => closed || listener?.query(`unlisten ${name(channel)}`),
  )
  const bySql = new Map<string, string>()
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url })
    client.on('error', (err) => {
      log.warn({ err }, 'together: LISTEN connection lost; reconnecting')
      listener = undefined
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 500)
    })
    client.on('notification', (n) => {
      const sessionId = bySql.get(n.channel)
      if (sessionId && n.payload) channels.deliver(sessionId, n.payload)
    })
    await client.connect()
    for (const channel of channels.names()) await client.query(`listen ${name(channel)}`)
    listener = client
  }
  const ready = connect()
  return {
    async publish(sessionId, message) {
      if (!closed) await notifier.query('select pg_notify($1, $2)', [name(sessionId), message])
    },
    async subscribe(sessionId, listen) {
      await ready
      bySql.set(name(sessionId), sessionId)
      return channels.add(sessionId, listen)
    },
    async close() {
      closed = true
      await listener?.end().catch(() => undefined)
      await notifier.end()
    },
  }
}
