import { describe, expect, it } from 'vitest'
import { probePostgres, redisMissing, skipWithout } from './services'

describe('skipWithout', () => {
  it('runs a suite whose services are all there, in CI or not', () => {
    expect(skipWithout(undefined, 'a suite', { CI: 'true' })).toBe(false)
    expect(skipWithout(undefined, 'a suite', {})).toBe(false)
  })

  it('fails the file in CI when a service is missing, naming the suite and the service', () => {
    expect(() =>
      skipWithout('Redis at redis://x (refused)', 'shared limits', { CI: 'true' }),
    ).toThrow('shared limits needs Redis at redis://x (refused), and CI=true')
  })

  it('skips the suite on a developer machine when a service is missing', () => {
    expect(skipWithout('HAProxy at /nowhere (not installed)', 'the cluster', {})).toBe(true)
  })
})

describe('the service probes', () => {
  it('name a PostgreSQL or Redis that does not answer', async () => {
    expect(await probePostgres('postgres://postgres@127.0.0.1:1/test')).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:1 \(.*ECONNREFUSED/,
    )
    expect(await redisMissing('redis://127.0.0.1:1')).toMatch(
      /^Redis at redis:\/\/127\.0\.0\.1:1 \(/,
    )
  })
})
