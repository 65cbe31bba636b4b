import { connect, createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../../test/cluster/processes'
import { buildTestApp } from '../../test/helper'
import { openDatabase } from '../db/database'

/**
 * A TCP relay in front of the test PostgreSQL that can go silent: a database server that froze or
 * was cut off after the app started (the app starts its job queue on it, so it must answer first).
 */
class FreezableRelay {
  readonly server: Server
  private readonly sockets: Socket[] = []
  private frozen = false

  constructor(host: string, port: number) {
    this.server = createServer((client) => {
      this.sockets.push(client)
      if (this.frozen) return
      const upstream = connect(port, host)
      this.sockets.push(upstream)
      client.pipe(upstream)
      upstream.pipe(client)
      client.on('error', () => upstream.destroy())
      upstream.on('error', () => client.destroy())
    })
  }

  /** From now on nothing reaches either side, and new connections are accepted and ignored. */
  freeze(): void {
    this.frozen = true
    for (const socket of this.sockets) {
      socket.unpipe()
      socket.pause()
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy()
    this.server.close()
  }
}

describe('/health when PostgreSQL stops answering', () => {
  let relay: FreezableRelay
  let target: Awaited<ReturnType<typeof freshDatabase>>
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    target = await freshDatabase('huey_health')
    const url = new URL(target.url)
    relay = new FreezableRelay(url.hostname, Number(url.port || 5432))
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve))
    url.hostname = '127.0.0.1'
    url.port = String((relay.server.address() as { port: number }).port)
    const database = await openDatabase({ kind: 'postgres', url: url.toString() })
    await database.migrate()
    app = await buildTestApp({ database })
  })
  afterAll(async () => {
    // The app's pool and job queue give up on the dead connections; closing must not wait on them.
    relay.close()
    await app.close().catch(() => undefined)
    await target.drop()
  })

  it('answers 503 within 2 s, so a balancer takes the server out', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    relay.freeze()
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/health' })
    const tookMs = performance.now() - started
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      error: 'The database is not reachable.',
      code: 'DATABASE_UNREACHABLE',
    })
    expect(tookMs).toBeLessThan(2_000)
  })
})
