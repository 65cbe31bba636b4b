import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Database } from '../db/database'

/** How often the queue looks for work and for due schedules; tests shorten them. */
export interface JobsTiming {
  /** A free worker asks for the next queued job this often (default 0.5 s, the least pg-boss allows). */
  readonly pollingIntervalSeconds?: number
  /** Schedules are checked this often (default 10 s); a due one is sent once across servers. */
  readonly cronIntervalSeconds?: number
  /** Jobs whose server died are failed, hence retried, this often (default 30 s). */
  readonly maintenanceIntervalSeconds?: number
}

export interface QueueSettings {
  /** Attempts after the first, when a handler throws or its server dies mid-job. */
  readonly retryLimit: number
  readonly retryDelaySeconds: number
  /** An active job older than this is taken for dead and retried. */
  readonly expireInSeconds: number
  /** Jobs this server runs at once. */
  readonly concurrency: number
}

export type JobResult<T> =
  | { readonly state: 'completed'; readonly output: T }
  | { readonly state: 'failed' | 'timeout' }

/**
 * Periodic and background work on pg-boss: on PostgreSQL shared by every server (a schedule runs
 * once per period, a job is taken by whichever server is free, and retried when its server died),
 * and the same code on the embedded database in one process.
 */
export class Jobs {
  private constructor(
    private readonly boss: PgBoss,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollingIntervalSeconds: number,
    private readonly cronIntervalSeconds: number,
  ) {}

  static async start(database: Database, log: FastifyBaseLogger, timing: JobsTiming = {}) {
    const boss = new PgBoss({
      db: { executeSql: database.executeSql },
      cronMonitorIntervalSeconds: timing.cronIntervalSeconds ?? 10,
      cronWorkerIntervalSeconds: timing.cronIntervalSeconds ?? 10,
      maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds ?? 30,
      // Each queue sets its own; this is for pg-boss's own schedule queue.
      retryLimit: 2,
    })
    boss.on('error', (err) => log.error({ err }, 'job queue error'))
    // pg-boss installs and upgrades its schema in one locked transaction, so servers may race here.
    await boss.start()
    return new Jobs(
      boss,
      database,
      log,
      timing.pollingIntervalSeconds ?? 0.5,
      timing.cronIntervalSeconds ?? 10,
    )
  }

  /** Runs `task` on the schedule `cron` (UTC), on one server per period; a failure is logged. */
  async every(name: string, cron: string, task: () => Promise<void>): Promise<void> {
    await this.createQueue({ name, policy: 'singleton', retryLimit: 0 })
    // Within 5 s of being sent, on time or by runNow, on a server that polls cheaply meanwhile.
    const polling = { pollingIntervalSeconds: Math.min(this.cronIntervalSeconds, 5) }
    await this.boss.work(name, polling, async () => {
      try {
        await task()
      } catch (err) {
        this.log.error({ err, job: name }, 'scheduled job failed')
      }
    })
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' })
  }

  /** The schedules every server shares. */
  async schedules(): Promise<{ name: string; cron: string }[]> {
    const all = await this.boss.getSchedules()
    return all.map(({ name, cron }) => ({ name, cron }))
  }

  /** Runs a scheduled job now, once, on whichever server is free (as its schedule would). */
  async runNow(name: string): Promise<void> {
    await this.send(name, {})
  }

  /** Declares a queue of jobs that this server also works on, `concurrency` at a time. */
  async queue<In extends object, Out>(
    name: string,
    settings: QueueSettings,
    handler: (data: In) => Promise<Out>,
  ): Promise<void> {
    await this.createQueue({
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      expireInSeconds: settings.expireInSeconds,
    })
    for (let i = 0; i < settings.concurrency; i++) {
      await this.boss.work<In>(
        name,
        { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 },
        // Wrapped: pg-boss keeps a handler's object as the job's output, anything else as { value }.
        async ([job]) => (job ? { value: await handler(job.data) } : undefined),
      )
    }
  }

  /** pg-boss 10 deadlocks when servers create one queue at the same moment: one at a time. */
  private createQueue(queue: PgBoss.Queue): Promise<void> {
    return this.database.withAdvisoryLock('huey:job-queues', () =>
      this.boss.createQueue(queue.name, queue),
    )
  }

  /** Jobs of the queue not taken yet, across every server. */
  waiting(name: string): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'active' })
  }

  /** Queues a job; on the requests' connections, since a request usually waits for this. */
  async send(name: string, data: object): Promise<string> {
    const id = await this.boss.send(name, data, {
      db: { executeSql: this.database.executeRequestSql },
    })
    if (!id) throw new Error(`The job queue ${name} refused a job.`)
    return id
  }

  /** Waits for a job sent by any server to finish, after its retries, or for `timeoutMs`. */
  async result<T>(name: string, id: string, timeoutMs: number): Promise<JobResult<T>> {
    const until = performance.now() + timeoutMs
    while (performance.now() < until) {
      const job = await this.boss.getJobById<object>(name, id, { includeArchive: true })
      if (job?.state === 'completed') {
        return { state: 'completed', output: (job.output as { value: T }).value }
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled') return { state: 'failed' }
      await sleep(250)
    }
    return { state: 'timeout' }
  }

  /** Stops taking work and lets running jobs finish (up to `timeoutMs`). */
  stop(timeoutMs = 10_000): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false })
  }
}
