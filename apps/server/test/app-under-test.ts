import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../src/db/database'
import type { DatabaseTarget } from './databases'
import { buildTestApp, type TestAppOptions, testConfig } from './helper'

interface Peer {
  close(): Promise<void>
}

type PeerStarters = Record<string, () => Promise<Peer>>
type Started<S extends PeerStarters> = { [K in keyof S]: Awaited<ReturnType<S[K]>> }

export interface AppUnderTestOptions<S extends PeerStarters> {
  /** Local peers (SMTP, JWKS, stores) started before the app and closed after it. */
  readonly peers?: S
  /** The app's environment, which usually points at the peers. */
  readonly env?: (peers: Started<S>) => Record<string, string>
  readonly app?: Omit<TestAppOptions, 'database' | 'config'>
  /** Rows the tests expect before the first one runs. */
  readonly seed?: (database: Database) => Promise<void>
}

export interface AppUnderTest<S extends PeerStarters> {
  readonly app: FastifyInstance
  readonly database: Database
  readonly peers: Started<S>
  /** POSTs JSON, signed in when a token is given, each call from its own address (rate limits are per address). */
  post(url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>
  get(url: string, token?: string): Promise<LightMyRequestResponse>
}

let calls = 0
const nextAddress = () => {
  const i = calls++
  return `10.${100 + ((i >> 16) % 150)}.${(i >> 8) & 255}.${i & 255}`
}
const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {})

/** The server with its peers for one describe block: built in beforeAll, closed in afterAll. */
export function appUnderTest<S extends PeerStarters = Record<never, never>>(
  target: DatabaseTarget,
  options: AppUnderTestOptions<S> = {},
): AppUnderTest<S> {
  let app: FastifyInstance | undefined
  let database: Database | undefined
  const peers = {} as Started<S>
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app under test is used before beforeAll ran')
    return value
  }

  beforeAll(async () => {
    for (const [name, start] of Object.entries(options.peers ?? {})) {
      Object.assign(peers, { [name]: await start() })
    }
    database = await target.open()
    app = await buildTestApp({
      ...options.app,
      database,
      config: testConfig(options.env?.(peers) ?? {}),
    })
    await options.seed?.(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    for (const peer of Object.values(peers) as Peer[]) await peer.close()
  })

  return {
    get app() {
      return ready(app)
    },
    get database() {
      return ready(database)
    },
    peers,
    post: (url, payload, token) =>
      ready(app).inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: bearer(token),
        remoteAddress: nextAddress(),
      }),
    get: (url, token) =>
      ready(app).inject({
        method: 'GET',
        url,
        headers: bearer(token),
        remoteAddress: nextAddress(),
      }),
  }
}

/** What a server needs to send e-mail through the SMTP peer, with links to a fixed public address. */
export const mailEnv = ({ smtp }: { smtp: { url: string } }) => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL: 'http://huey.test',
})
