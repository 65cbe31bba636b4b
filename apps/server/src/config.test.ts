import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
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

describe('servers on PostgreSQL without JWT_SECRET', () => {
  it('each refuses to start with one line saying why, rather than sign sessions the others refuse', async () => {
    const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url))
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
        env: {
          ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'JWT_SECRET')),
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'huey-cfg-')),
          PORT: '0',
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk) => {
        stderr += chunk
      })
      return new Promise<{ code: number | null; stderr: string }>((resolve) =>
        child.once('exit', (code) => resolve({ code, stderr })),
      )
    }
    const servers = await Promise.all([start(), start()])
    for (const { code, stderr } of servers) {
      expect(code).toBe(1)
      expect(stderr.trim().split('\n')).toEqual([
        'JWT_SECRET is required with DATABASE_URL: give every server of the cluster the same secret (at least 32 characters).',
      ])
    }
  }, 60_000)
})
