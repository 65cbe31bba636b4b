import { describe, expect, it } from 'vitest'
import { isCommonPassword, owaspArgon2id, PasswordHasher } from './passwords'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

// CPU time, not wall time: argon2 works on libuv's threads, which count here, while other processes
// on a busy machine do not, so the comparison holds however loaded the machine is.
async function cpuMs(task: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage()
  await task()
  const spent = process.cpuUsage(start)
  return (spent.user + spent.system) / 1000
}

describe('PasswordHasher', () => {
  it('uses argon2id with the OWASP cheat sheet parameters by default (19 MiB, t=2, p=1)', async () => {
    expect(owaspArgon2id).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    const hasher = new PasswordHasher()
    expect(hasher.params).toBe(owaspArgon2id)
    const stored = await hasher.hash('correct horse battery staple')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await hasher.verify(stored, 'correct horse battery staple')).toBe(true)
    expect(await hasher.verify(stored, 'correct horse battery stapl')).toBe(false)
  })

  it('never truncates: 128-character passwords differing only in the last character differ', async () => {
    const hasher = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 })
    const long = 'é'.repeat(127)
    const stored = await hasher.hash(`${long}a`)
    expect(await hasher.verify(stored, `${long}a`)).toBe(true)
    expect(await hasher.verify(stored, `${long}b`)).toBe(false)
  })

  it('caps concurrent hashes: a burst of 12 never runs more than the cap at once', async () => {
    const hasher = new PasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 }, 2)
    let peak = 0
    const watch = setInterval(() => {
      peak = Math.max(peak, hasher.limit.running)
    }, 1)
    await Promise.all(Array.from({ length: 12 }, (_, i) => hasher.hash(`burst password ${i}`)))
    clearInterval(watch)
    expect(peak).toBeGreaterThan(0)
    expect(peak).toBeLessThanOrEqual(2)
    expect(hasher.limit.running).toBe(0)
  })

  it('spends about the time of a real check on an unknown account', async () => {
    const hasher = new PasswordHasher()
    const stored = await hasher.hash('the real password')
    await hasher.verifyNothing('warm up')
    const wrong: number[] = []
    const unknown: number[] = []
    // Interleaved and many: a few outliers must not decide the median.
    for (let i = 0; i < 11; i++) {
      wrong.push(await cpuMs(() => hasher.verify(stored, `wrong ${i}`)))
      unknown.push(await cpuMs(() => hasher.verifyNothing(`wrong ${i}`)))
    }
    const ratio = median(unknown) / median(wrong)
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})

describe('isCommonPassword', () => {
  it('knows common and breached passwords in any case, and not a passphrase', () => {
    expect(isCommonPassword('password123')).toBe(true)
    expect(isCommonPassword('Qwerty123')).toBe(true)
    expect(isCommonPassword('iloveyou')).toBe(true)
    expect(isCommonPassword('correct horse battery staple')).toBe(false)
  })
})
