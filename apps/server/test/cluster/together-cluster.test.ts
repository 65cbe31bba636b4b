import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { haproxyMissing, skipWithout } from '../services'
import {
  type Api,
  type Balancer,
  buildServer,
  freshDatabase,
  removeServer,
  sharedEnv,
  startApi,
  startBalancer,
} from './processes'

/**
 * A painter as the app is one: keeps every region it painted, and on each (re)connection sends
 * them all; `front` answers the address to connect to next (HAProxy's, or the servers in turn).
 */
class Painter {
  readonly painted = new Set<number>()
  readonly seen = new Set<number>()
  private socket: WebSocket | undefined
  /** Connections that got the session's state. */
  connects = 0

  constructor(
    private readonly front: () => string,
    private readonly sessionId: string,
    private readonly token: string,
  ) {}

  connect(): void {
    const socket = new WebSocket(`${this.front()}/together/${this.sessionId}/live`)
    this.socket = socket
    socket.on('open', () => {
      socket.send(JSON.stringify({ t: 'hello', token: this.token }))
      if (this.painted.size > 0) socket.send(JSON.stringify({ t: 'fill', ids: [...this.painted] }))
    })
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as { t: string; ids?: number[]; filled?: number[] }
      if (m.t === 'state') this.connects++
      for (const id of m.t === 'state' ? (m.filled ?? []) : m.t === 'fill' ? (m.ids ?? []) : []) {
        this.seen.add(id)
      }
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      if (this.socket === socket) setTimeout(() => this.connect(), 200)
    })
  }

  /** Paints a region: sent at once when connected, else with everything on reconnecting. */
  fill(id: number): void {
    this.painted.add(id)
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ t: 'fill', ids: [id] }))
    }
  }

  stop(): void {
    const socket = this.socket
    this.socket = undefined
    socket?.terminate()
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  for (const deadline = Date.now() + ms; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

// HAProxy where it is installed (CI=true requires it); elsewhere the painters take the servers in
// turn, which is what the balancer's round robin does.
const withHaproxy = !skipWithout(haproxyMissing(), 'painting together behind HAProxy')

describe(`painting together on two server processes${withHaproxy ? ' behind HAProxy' : ''}, one killed`, () => {
  let main: string
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let apis: Api[] = []
  let balancer: Balancer | undefined

  beforeAll(async () => {
    main = await buildServer()
    database = await freshDatabase('huey_together_cluster')
    const env = sharedEnv(database.url)
    apis = await Promise.all([startApi(main, env), startApi(main, env)])
    if (withHaproxy) balancer = await startBalancer(apis)
  }, 120_000)
  afterAll(async () => {
    await balancer?.stop()
    await Promise.all(apis.map((api) => api.stop()))
    await database?.drop()
    if (main) removeServer(main)
  })

  async function adult(base: string, name: string) {
    const email = `${name}-${Date.now()}@example.com`
    const password = 'colour every single day'
    const post = (path: string, body: object, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, string>>)
    await post('/auth/signup', { email, password, name, birthdate: '1990-04-01' })
    const token = (await post('/auth/signin', { email, password })).token as string
    return { token, post: (path: string, body: object) => post(path, body, token) }
  }

  it('loses no fill when the server a painter is on is killed mid-session', async () => {
    let turn = 0
    const front = () =>
      (balancer?.url ?? apis[turn++ % apis.length]?.url ?? '').replace(/^http/, 'ws')
    const base = balancer?.url ?? (apis[0]?.url as string)
    const ann = await adult(base, 'ann')
    const ben = await adult(base, 'ben')
    const session = await ann.post('/together', { imageId: 'cluster-picture' })
    await ben.post('/together/join', { code: session.code as string })
    const a = new Painter(front, session.sessionId as string, ann.token)
    const b = new Painter(front, session.sessionId as string, ben.token)
    a.connect()
    b.connect()
    await until(() => a.connects > 0 && b.connects > 0, 'both painters to connect')
    for (let id = 1; id <= 20; id++) (id % 2 ? a : b).fill(id)
    await until(() => [...a.painted].every((id) => b.seen.has(id)), 'Ben to see Ann’s fills')

    // One server dies without warning; both painters paint on through it.
    apis[0]?.child.kill('SIGKILL')
    for (let id = 21; id <= 60; id++) (id % 2 ? a : b).fill(id)
    const all = [...a.painted, ...b.painted]
    await until(() => all.every((id) => a.seen.has(id) || a.painted.has(id)), 'Ann to see all')
    await until(() => all.every((id) => b.seen.has(id) || b.painted.has(id)), 'Ben to see all')
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await until(async () => {
      const { rows } = await client.query<{ region_id: number }>(
        'select region_id from together_fills where session_id = $1',
        [session.sessionId],
      )
      return rows.length === 60
    }, 'all 60 fills to be stored')
    await client.end()
    expect(a.connects + b.connects).toBeGreaterThan(2)
    a.stop()
    b.stop()
  }, 120_000)
})
