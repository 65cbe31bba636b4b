/** How long a client is told to wait when the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

// SQLSTATEs of a database that is not there for now: connection exceptions (08), a statement
// cancelled by its timeout (57014), an administrator's or a crash's shutdown (57P01-57P03), too
// many connections (53300).
const unavailableStates = new Set(['57014', '57P01', '57P02', '57P03', '53300'])
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])
const unavailableMessages = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
]

/**
 * Whether an error (or what caused it: Drizzle wraps the driver's) says the database is down,
 * frozen, restarting or unreachable: a 503 with Retry-After for the client, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let err = error, depth = 0; err instanceof Error && depth < 5; depth++) {
    const code = (err as { code?: unknown }).code
    if (typeof code === 'string') {
      if (unavailableStates.has(code) || code.startsWith('08') || unavailableErrnos.has(code)) {
        return true
      }
    }
    if (unavailableMessages.some((m) => err instanceof Error && err.message.startsWith(m))) {
      return true
    }
    err = err.cause
  }
  return false
}
