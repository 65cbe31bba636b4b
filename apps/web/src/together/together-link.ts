import {
  type TogetherPainter,
  type TogetherReaction,
  type TogetherServerMessage,
  togetherCloseCodes,
  togetherServerMessageSchema,
} from '@huey/contracts'

export interface LinkHooks {
  /** Every region painted on this device so far (sent whole on each connection). */
  readonly painted: () => readonly number[]
  /** Regions others painted. */
  readonly onFills: (ids: readonly number[]) => void
  /** Anything shown changed: painters, positions, the connection. */
  readonly onChange: () => void
}

/** Closes after which trying again cannot help: the message was refused or the session is gone. */
const final = new Set<number>([
  togetherCloseCodes.malformed,
  togetherCloseCodes.refused,
  togetherCloseCodes.gone,
])

/**
 * One painter's live connection to a session. Fills only add, so a painter who drops keeps
 * painting on their own, and on reconnecting sends everything painted: the server and the others
 * take the union, nothing lost.
 */
export class TogetherLink {
  painters: TogetherPainter[] = []
  readonly positions = new Map<string, { x: number; y: number }>()
  reaction: { by: string; emoji: TogetherReaction } | null = null
  online = false
  ended = false
  you = ''
  private socket: WebSocket | undefined
  private retryMs = 250
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly hooks: LinkHooks,
  ) {}

  start(): void {
    this.ended = false
    const socket = new WebSocket(this.url)
    this.socket = socket
    socket.onopen = () => {
      socket.send(JSON.stringify({ t: 'hello', token: this.token }))
      const painted = this.hooks.painted()
      if (painted.length > 0) socket.send(JSON.stringify({ t: 'fill', ids: painted }))
    }
    socket.onmessage = (event) => {
      const message = togetherServerMessageSchema.safeParse(JSON.parse(String(event.data)))
      if (message.success) this.receive(message.data)
    }
    socket.onclose = (event) => {
      this.online = false
      this.socket = undefined
      if (final.has(event.code)) this.ended = true
      this.hooks.onChange()
      if (this.ended) return
      this.timer = setTimeout(() => this.start(), this.retryMs)
      this.retryMs = Math.min(this.retryMs * 2, 4000)
    }
  }

  stop(): void {
    this.ended = true
    clearTimeout(this.timer)
    this.socket?.close(1000, 'Left.')
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message))
  }

  /** Sends regions just painted here; offline they wait for the next connection's whole set. */
  fill(ids: readonly number[]): void {
    if (ids.length > 0) this.send({ t: 'fill', ids })
  }

  at(x: number, y: number): void {
    this.send({ t: 'at', x, y })
  }

  react(emoji: TogetherReaction): void {
    this.send({ t: 'react', emoji })
  }

  private receive(message: TogetherServerMessage): void {
    if (message.t === 'state') {
      this.online = true
      this.retryMs = 250
      this.you = message.you
      this.painters = message.painters
      this.hooks.onFills(message.filled)
    } else if (message.t === 'fill') {
      this.hooks.onFills(message.ids)
    } else if (message.t === 'at') {
      this.positions.set(message.by, { x: message.x, y: message.y })
    } else if (message.t === 'painters') {
      this.painters = message.painters
    } else {
      this.reaction = { by: message.by, emoji: message.emoji }
    }
    this.hooks.onChange()
  }
}
