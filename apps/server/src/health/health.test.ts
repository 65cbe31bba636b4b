import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helper'
import { openDatabase } from '../db/database'

describe('/health when PostgreSQL does not answer', () => {
  // A peer that accepts connections and never says a word: a frozen or cut-off database server.
  const sockets: Socket[] = []
  const silent = createServer((socket) => sockets.push(socket))
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://huey@127.0.0.1:${port}/huey`,
    })
    app = await buildTestApp({ database })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    silent.close()
    await app.close()
  })

  it('answers 503 within 2 s, so a balancer takes the server out', async () => {
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/health' })
    const tookMs = performance.now() - started
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: 'The database is not reachable.' })
    expect(tookMs).toBeLessThan(2_000)
  })
})
