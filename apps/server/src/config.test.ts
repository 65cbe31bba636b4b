import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('defaults to port 8080 and an embedded database under ./data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'huey-cfg-'))
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.port).toBe(8080)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(dir)
  })

  it('generates a JWT secret once and finds it again on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'huey-cfg-'))
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first)
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first)
  })

  it('reads lists such as CORS origins and Google client ids', () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'huey-cfg-')),
      CORS_ORIGINS: 'https://a.example, https://b.example',
      GOOGLE_CLIENT_IDS: 'web.apps.googleusercontent.com',
    })
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(config.google.clientIds).toEqual(['web.apps.googleusercontent.com'])
  })

  it('rejects bad values with one message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT: .*DATABASE_URL: /,
    )
  })

  it('trusts only loopback proxies by default, and reads the hash concurrency', () => {
    const dir = mkdtempSync(join(tmpdir(), 'huey-cfg-'))
    const defaults = loadConfig({ DATA_DIR: dir })
    expect(defaults.trustProxy).toBe('loopback')
    expect(defaults.passwordHashConcurrency).toBeGreaterThanOrEqual(1)
    expect(defaults.passwordHashConcurrency).toBeLessThanOrEqual(3)
    const set = loadConfig({
      DATA_DIR: dir,
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      PASSWORD_HASH_CONCURRENCY: '2',
    })
    expect(set.trustProxy).toBe('10.0.0.0/8, 192.168.1.1')
    expect(set.passwordHashConcurrency).toBe(2)
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })
})
