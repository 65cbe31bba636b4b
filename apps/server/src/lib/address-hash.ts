import { createHash } from 'node:crypto'

/**
 * A short, stable stand-in for an e-mail address in logs and limiter keys: the same address gives
 * the same hash (so one recipient's mails can be followed), and the log gives no address away.
 */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16)
}
