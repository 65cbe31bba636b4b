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
})
