import type { TogetherServerMessage } from '@huey/contracts'
import type { FastifyInstance } from 'fastify'

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>

/** A painter's socket in a test: what it received, how it closed, and waits on both. */
export class LivePainter {
  readonly received: TogetherServerMessage[] = []
  closed: { code: number; reason: string } | undefined

  private constructor(readonly socket: Socket) {
    socket.on('message', (data) => this.received.push(JSON.parse(String(data))))
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) }
    })
  }

  /** Connects to the session on `app` and says hello with `token`; answers once the state came. */
  static async join(app: FastifyInstance, sessionId: string, token: string): Promise<LivePainter> {
    const painter = new LivePainter(await app.injectWS(`/together/${sessionId}/live`))
    painter.send({ t: 'hello', token })
    await painter.waitFor((m) => m.t === 'state', 15_000)
    return painter
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /** The regions this painter knows are painted: the state's, and every fill since. */
  filled(): Set<number> {
    const ids = new Set<number>()
    for (const m of this.received) {
      if (m.t === 'state' || m.t === 'fill')
        for (const id of m.t === 'state' ? m.filled : m.ids) ids.add(id)
    }
    return ids
  }

  async waitFor(
    found: (message: TogetherServerMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<TogetherServerMessage> {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const message = this.received.find(found)
      if (message) return message
      if (Date.now() > deadline)
        throw new Error(`No such message: ${JSON.stringify(this.received)}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  async waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    for (const deadline = Date.now() + timeoutMs; !condition(); ) {
      if (Date.now() > deadline) throw new Error('The condition never held.')
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  close(): void {
    this.socket.terminate()
  }
}
