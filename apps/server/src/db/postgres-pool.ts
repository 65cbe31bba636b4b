import pg from 'pg'

export interface PoolSettings {
  readonly url: string
  readonly max: number
  /** PostgreSQL cancels a statement running longer (the connection stays usable). */
  readonly statementTimeoutMs: number
  /** A server that stops answering (frozen, cut off) fails the query here; its connection goes. */
  readonly queryTimeoutMs: number
  /** How long to wait for a connection: a new one, or a free one when the pool is full. */
  readonly connectTimeoutMs: number
  /** A connection lost while idle or held (in a transaction, holding a lock): logged, not fatal. */
  readonly onLost: (err: Error) => void
}

type Callback = (err: Error | null, result?: unknown) => void

/**
 * A pg pool whose connections survive their server going away: each connection, idle or held
 * outside the pool (transactions, advisory locks), has an error listener, so a server restart or
 * `pg_terminate_backend` is a logged event and a failed query, never an unhandled 'error' event
 * that ends the process. A query that times out drops its connection at once: on a frozen server
 * its rollback and every later query would wait the timeout again, and the connection would go
 * back to the pool still busy.
 */
export function createPool(settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.queryTimeoutMs,
    // A transaction the app abandoned (its server cut off mid-way) must not hold locks for long.
    idle_in_transaction_session_timeout: Math.max(settings.statementTimeoutMs * 2, 10_000),
    keepAlive: true,
  })
  // The pool's own event for an idle connection: the connection's listener below has logged it.
  pool.on('error', () => undefined)
  pool.on('connect', (client) => {
    client.on('error', settings.onLost)
    dropOnTimeout(client)
  })
  return pool
}

const isReadTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout'

function dropOnTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const drop = (err: unknown) => {
    if (isReadTimeout(err)) client.connection.stream.destroy()
  }
  client.query = ((...args: unknown[]) => {
    const last = args.at(-1)
    if (typeof last === 'function') {
      const callback = last as Callback
      args[args.length - 1] = (err: Error | null, result?: unknown) => {
        drop(err)
        callback(err, result)
      }
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise) result.catch(drop)
    return result
  }) as typeof client.query
}
