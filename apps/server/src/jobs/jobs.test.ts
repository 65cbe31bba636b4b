import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../../test/databases'
import { adminUrl } from '../../test/services'
import { type Database, openDatabase } from '../db/database'
import { Jobs } from './jobs'

const silent = pino({ level: 'silent' })
const fast = { cronIntervalSeconds: 1, maintenanceIntervalSeconds: 1 }

/** A fresh database on the PostgreSQL server, for the servers of one test to share. */
async function freshPostgresUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
    const name = `huey_jobs_${randomBytes(6).toString('hex')}`
    await admin.query(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return url.toString()
  } finally {
    await admin.end().catch(() => undefined)
  }
}

/** Runs of a schedule grouped by the minute they ran in: a '* * * * *' schedule's period. */
function perMinute(runs: readonly number[]): number[] {
  const counts = new Map<number, number>()
  for (const t of runs)
    counts.set(Math.floor(t / 60_000), (counts.get(Math.floor(t / 60_000)) ?? 0) + 1)
  return [...counts.values()]
}

describe('jobs on the embedded database', () => {
  it('runs a schedule and a queued job in one process', async () => {
    const database = await openDatabase({ kind: 'pglite' })
    const jobs = await Jobs.start(database, silent, fast)
    try {
      const runs: number[] = []
      await jobs.every('tick', '* * * * *', async () => {
        runs.push(Date.now())
      })
      await jobs.queue(
        'double',
        { retryLimit: 1, retryDelaySeconds: 0, expireInSeconds: 5, concurrency: 1 },
        async ({ n }: { n: number }) => n * 2,
      )
      const id = await jobs.send('double', { n: 21 })
      expect(await jobs.result('double', id, 10_000)).toEqual({ state: 'completed', output: 42 })
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThan(0)
      expect(Math.max(...perMinute(runs))).toBe(1)
    } finally {
      await jobs.stop()
      await database.close()
    }
  })
})

const hasPostgres = (await databaseTargets()).some((t) => t.name === 'postgres')
const url = hasPostgres ? await freshPostgresUrl() : undefined

describe.skipIf(!url)('jobs on one PostgreSQL shared by two servers', () => {
  const databases: Database[] = []
  let a: Jobs
  let b: Jobs
  let worker: ChildProcess | undefined

  beforeAll(async () => {
    databases.push(await openDatabase({ kind: 'postgres', url: url as string }))
    databases.push(await openDatabase({ kind: 'postgres', url: url as string }))
    // Two servers starting together install pg-boss's schema once between them.
    ;[a, b] = (await Promise.all(databases.map((d) => Jobs.start(d, silent, fast)))) as [Jobs, Jobs]
  })
  afterAll(async () => {
    worker?.kill('SIGKILL')
    await Promise.all([a?.stop(), b?.stop()])
    await Promise.all(databases.map((d) => d.close()))
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(
      `drop database if exists ${new URL(url as string).pathname.slice(1)} with (force)`,
    )
    await admin.end()
  })

  it('runs each scheduled job once per period, not once per server', async () => {
    const runs: { server: string; at: number }[] = []
    for (const [server, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobs.every('tick', '* * * * *', async () => {
        runs.push({ server, at: Date.now() })
      })
    }
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBeGreaterThan(0)
    // Both servers check the schedule every second; a few more checks must not run it again.
    await sleep(4_000)
    expect(Math.max(...perMinute(runs.map((r) => r.at)))).toBe(1)
  })

  it('shares queued jobs between servers: each is done once, by whichever is free', async () => {
    const doneBy: string[] = []
    for (const [server, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobs.queue(
        'share',
        { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 10, concurrency: 1 },
        async ({ n }: { n: number }) => {
          await sleep(200)
          doneBy.push(server)
          return n + 1
        },
      )
    }
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => a.send('share', { n })))
    const results = await Promise.all(ids.map((id) => b.result<number>('share', id, 20_000)))
    expect(results.map((r) => (r.state === 'completed' ? r.output : r.state))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ])
    expect(doneBy).toHaveLength(8)
    expect(new Set(doneBy)).toEqual(new Set(['a', 'b']))
  })

  it('retries a job whose server was killed mid-job on another server', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/hanging-worker.ts', import.meta.url))
    worker = spawn(process.execPath, ['--import', 'tsx', fixture, url as string, 'fragile'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const lines: string[] = []
    worker.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')))
    await expect.poll(() => lines.includes('ready'), { timeout: 20_000 }).toBe(true)
    const id = await a.send('fragile', { photo: 'one' })
    await expect.poll(() => lines.includes('took the job'), { timeout: 10_000 }).toBe(true)
    worker.kill('SIGKILL')
    await once(worker, 'exit')
    let attempts = 0
    await b.queue(
      'fragile',
      { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 2, concurrency: 1 },
      async () => {
        attempts++
        return 'made after the crash'
      },
    )
    expect(await a.result('fragile', id, 20_000)).toEqual({
      state: 'completed',
      output: 'made after the crash',
    })
    expect(attempts).toBe(1)
  })
})
