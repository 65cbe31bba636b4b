import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { ConcurrencyLimit } from '../lib/concurrency-limit'

/** Argon2id parameters; the defaults are the OWASP Password Storage Cheat Sheet's first option. */
export interface HashParams {
  readonly memoryCost: number
  readonly timeCost: number
  readonly parallelism: number
}

// @node-rs/argon2's Algorithm is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2

export const owaspArgon2id: HashParams = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/**
 * Hashes and verifies passwords off the event loop (the libuv pool), at most `maxConcurrent` at a
 * time, so a burst of sign-ins queues instead of exhausting memory (19 MiB per hash).
 */
export class PasswordHasher {
  readonly limit: ConcurrencyLimit
  private readonly dummy: Promise<string>

  constructor(
    readonly params: HashParams = owaspArgon2id,
    maxConcurrent = 4,
  ) {
    this.limit = new ConcurrencyLimit(maxConcurrent)
    this.dummy = this.hash('an unknown account still costs one hash')
  }

  hash(password: string): Promise<string> {
    return this.limit.run(() => hash(password, { algorithm: ARGON2ID, ...this.params }))
  }

  verify(stored: string, password: string): Promise<boolean> {
    return this.limit.run(() => verify(stored, password).catch(() => false))
  }

  /** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(await this.dummy, password)
    return false
  }
}

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))

/** True for passwords among the ~50,000 most common ones (zxcvbn-ts's maintained list). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase())
}
