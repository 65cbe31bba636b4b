import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import {
  adminUrl,
  haproxyMissing,
  haproxyPath,
  postgresMissing,
  redisMissing,
  redisUrl,
  skipWithout,
} from '../services'
import { freePort, repoRoot, type SpawnedServer, spawnServer } from '../spawn-server'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds the server with `build.mjs`, as `npm run build` does, into a folder of its own under
 * node_modules/.cache (so its npm dependencies resolve), and answers the path of main.js.
 */
export async function buildServer(): Promise<string> {
  const outdir = join(repoRoot, 'node_modules/.cache/huey-cluster', randomBytes(4).toString('hex'))
  const build = spawn(process.execPath, ['build.mjs', outdir], { cwd: serverDir, stdio: 'inherit' })
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`Building the server failed (${code}).`)
  return join(outdir, 'main.js')
}

/** Removes a bundle `buildServer` made. */
export function removeServer(main: string): void {
  rmSync(dirname(main), { recursive: true, force: true })
}

export type Api = Omit<SpawnedServer, 'dataDir'>

/** Starts one API server from the bundle (with an empty web app) and waits for its /health. */
export async function startApi(main: string, env: Record<string, string>): Promise<Api> {
  const webDist = mkdtempSync(join(tmpdir(), 'huey-cluster-web-'))
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Huey</title>')
  const api = await spawnServer({
    args: [main],
    env: { WEB_DIST: webDist, CATALOG_SIZE: '1', ...env },
    dataDirPrefix: 'huey-cluster-',
    startSeconds: 60,
  })
  return {
    ...api,
    async stop() {
      await api.stop()
      rmSync(webDist, { recursive: true, force: true })
    },
  }
}

export interface Balancer {
  readonly url: string
  /** Each server's state as the balancer's health check sees it: UP, DOWN, ... */
  states(): Promise<Record<string, string>>
  stop(): Promise<void>
}

/**
 * HAProxy on loopback: round robin over the servers, a health check on /health every second
 * (three failures take a server out), and the serving server named in `x-huey-server`.
 */
export async function startBalancer(servers: readonly Api[]): Promise<Balancer> {
  const port = await freePort()
  const statsPort = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'huey-haproxy-'))
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(
    config,
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch
frontend api
  bind 127.0.0.1:${port}
  default_backend huey
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
backend huey
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  # A check answers within 2 s (the API's /health gives up on the database at 1.5 s); three failed
  # checks in a row take a server out, so a busy server stays in and a dead one is out in ~3 s.
  timeout check 2s
  default-server inter 1s fall 3 rise 2
  http-response set-header x-huey-server %[srv_name]
${servers.map((s, i) => `  server api${i} 127.0.0.1:${s.port} check`).join('\n')}
`,
  )
  const child = spawn(haproxyPath, ['-f', config, '-db'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    async states() {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text()
      const states: Record<string, string> = {}
      for (const line of csv.split('\n')) {
        const [backend, server, ...rest] = line.split(',')
        // Column 18 (status) of HAProxy's CSV, counted from the third.
        if (backend === 'huey' && server?.startsWith('api')) states[server] = rest[15] ?? ''
      }
      return states
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + 10_000
  for (;;) {
    const states = await balancer.states().catch(() => ({}) as Record<string, string>)
    const up = Object.values(states).filter((s) => s.startsWith('UP')).length
    if (up === servers.length) return balancer
    if (child.exitCode !== null) throw new Error('HAProxy exited at start.')
    if (Date.now() > deadline)
      throw new Error(`HAProxy did not see every server up: ${JSON.stringify(states)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A fresh PostgreSQL database; `drop` removes it, with anything still connected. */
export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const drop = new pg.Client({ connectionString: adminUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}

/** Why a cluster cannot run here, or undefined when PostgreSQL, Redis and HAProxy are all there. */
export async function missingPeer(): Promise<string | undefined> {
  return haproxyMissing() ?? (await postgresMissing()) ?? (await redisMissing())
}

/** Whether a cluster suite must be skipped (`test/services.ts`: in CI it fails instead). */
export async function skipWithoutPeers(suite: string): Promise<boolean> {
  return skipWithout(await missingPeer(), suite)
}

/** What every server of one cluster shares (README, "Scaling out"). */
export const sharedEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  JWT_SECRET: `cluster-${randomBytes(16).toString('hex')}`,
})
