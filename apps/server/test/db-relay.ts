import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP relay in front of the test PostgreSQL that can go silent (a database server that froze, or
 * a network that stops forwarding) or go away and come back (a restart), after the app started on
 * it: the app starts its job queue on the database, so it must answer first.
 */
export class DatabaseRelay {
  private readonly server: Server
  private sockets: Socket[] = []
  private state: 'up' | 'frozen' | 'down' = 'up'

  private constructor(host: string, port: number) {
    this.server = createServer((client) => {
      client.on('error', () => undefined)
      if (this.state === 'down') return void client.destroy()
      this.sockets.push(client)
      if (this.state === 'frozen') return
      const upstream = connect(port, host)
      this.sockets.push(upstream)
      client.pipe(upstream)
      upstream.pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
      upstream.on('error', () => client.destroy())
    })
  }

  /** A relay on a free loopback port to the database of `url`; answers it and the relayed URL. */
  static async start(url: string): Promise<{ relay: DatabaseRelay; url: string }> {
    const target = new URL(url)
    const relay = new DatabaseRelay(target.hostname, Number(target.port || 5432))
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve))
    target.hostname = '127.0.0.1'
    target.port = String((relay.server.address() as { port: number }).port)
    return { relay, url: target.toString() }
  }

  /** From now on nothing reaches either side, and new connections are accepted and ignored. */
  freeze(): void {
    this.state = 'frozen'
    for (const socket of this.sockets) {
      socket.unpipe()
      socket.pause()
    }
  }

  /** Every connection is cut and new ones are refused, as while a database server restarts. */
  down(): void {
    this.state = 'down'
    this.dropAll()
  }

  /** Forwards again; connections held while frozen are cut (their server "restarted"). */
  up(): void {
    if (this.state === 'frozen') this.dropAll()
    this.state = 'up'
  }

  close(): void {
    this.dropAll()
    this.server.close()
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy()
    this.sockets = []
  }
}
