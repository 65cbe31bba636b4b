import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databases'
import { buildTestApp, testConfig } from '../test/helper'
import { buildApp } from './app'
import type { Database } from './db/database'

const webRoot = mkdtempSync(join(tmpdir(), 'huey-web-'))
mkdirSync(join(webRoot, 'assets'))
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Huey</title></head><body></body></html>',
)

/** An app that logs to `lines` (one JSON object a line), as the server does in production. */
async function loggingApp(database: Database, lines: string[], env: Record<string, string> = {}) {
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', ...env }),
    database,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    webRoot,
    purchases: { recheck: false },
  })
  await app.ready()
  return app
}

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe.each(await databaseTargets())('a hardened server on $name', (target) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await target.open()
    app = await buildTestApp({ database, webRoot })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  describe('security headers', () => {
    it('gives the web app a strict Content-Security-Policy and a fresh style nonce each load', async () => {
      const load = () =>
        app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } })
      const [first, second] = [await load(), await load()]
      const csp = directives(first.headers['content-security-policy'] as string)
      expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('connect-src')).toEqual(["'self'"])
      expect(first.headers['content-security-policy']).not.toContain('unsafe-inline')
      expect(first.headers['content-security-policy']).not.toContain("'unsafe-eval'")
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(first.body)?.[1]
      expect(nonce).toBeDefined()
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`])
      expect(second.body).not.toContain(nonce)
    })

    it('sends nosniff, no framing, a strict referrer and a camera for this origin only', async () => {
      for (const url of ['/landing', '/health', '/auth/me', '/no/such/api']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
        expect(res.headers['x-content-type-options'], url).toBe('nosniff')
        expect(res.headers['x-frame-options'], url).toBe('DENY')
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
        expect(res.headers['permissions-policy'], url).toContain('camera=(self)')
        expect(res.headers['permissions-policy'], url).toContain('microphone=()')
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
        // Served over plain http here: HSTS would be ignored, and is not sent.
        expect(res.headers['strict-transport-security'], url).toBeUndefined()
      }
    })

    it('serves the offline shell (/index.html) with the nonce too', async () => {
      const res = await app.inject({ method: 'GET', url: '/index.html' })
      expect(res.statusCode).toBe(200)
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)?.[1]
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`)
    })

    it('adds HSTS on https, and the configured API and Sentry origins to connect-src', async () => {
      const secure = await buildTestApp({
        database,
        webRoot,
        config: testConfig({
          PUBLIC_URL: 'https://huey.example',
          VITE_API_URL: 'https://api.huey.example/v1',
          VITE_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7',
        }),
      })
      const res = await secure.inject({
        method: 'GET',
        url: '/home',
        headers: { accept: 'text/html' },
      })
      await secure.close()
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      const csp = directives(res.headers['content-security-policy'] as string)
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://api.huey.example',
        'https://o42.ingest.sentry.io',
      ])
      expect(csp.has('upgrade-insecure-requests')).toBe(true)
    })
  })

  describe('invalid characters', () => {
    it.each([
      ['GET', '/images/%00'],
      ['GET', '/images?category=%00'],
      ['PUT', '/works/%00'],
      ['GET', '/daily-images?date=2026-01-01%01'],
      ['GET', '/images/%E0%A4%A'],
      ['POST', '/auth/signin?x=%7F'],
    ])('answers %s %s with 400 and { error }', async (method, url) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
    })

    it('answers a NUL inside a JSON body with 400, before anything is stored', async () => {
      const email = `nul-${Date.now()}@example.com`
      const res = await app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: {
          email,
          password: 'a long pass\u0000phrase 42',
          name: 'Nul',
          birthdate: '1990-01-01',
        },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: 'The request contains characters that are not allowed.',
        code: 'REQUEST_INVALID_CHARACTERS',
      })
      const signin = await app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email, password: 'a long passphrase 42' },
      })
      expect(signin.statusCode).toBe(401)
    })
  })

  describe('logs', () => {
    it('never write a one-time token from a link, and warn that the sandbox store grants premium', async () => {
      const lines: string[] = []
      const logged = await loggingApp(database, lines)
      const token = 'Zx9-secret-consent-token-value-0123456789'
      await logged.inject({ method: 'GET', url: `/auth/parent-consent?token=${token}` })
      await logged.inject({ method: 'GET', url: `/reset-password?lang=en&token=${token}` })
      await logged.close()
      const text = lines.join('\n')
      expect(text).toContain('/auth/parent-consent?token=[redacted]')
      expect(text).toContain('/reset-password?lang=en&token=[redacted]')
      expect(text).not.toContain(token)
      const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 40)
      expect(warnings.map((w) => w.msg)).toContainEqual(
        expect.stringContaining('sandbox store is on'),
      )
    })

    it('with NODE_ENV=production the sandbox is off unless STORE=sandbox asks for it', async () => {
      const quiet: string[] = []
      const production = await loggingApp(database, quiet, { NODE_ENV: 'production' })
      expect(production.config.store).toBe('none')
      await production.close()
      expect(quiet.join('\n')).not.toContain('sandbox store is on')
      const asked: string[] = []
      const sandbox = await loggingApp(database, asked, {
        NODE_ENV: 'production',
        STORE: 'sandbox',
      })
      expect(sandbox.config.store).toBe('sandbox')
      await sandbox.close()
      expect(asked.join('\n')).toContain('sandbox store is on')
    })
  })

  describe('timeouts', () => {
    it('closes a request whose body never finishes with 408 once REQUEST_TIMEOUT_MS passes', async () => {
      const slow = await buildTestApp({
        database,
        webRoot,
        config: testConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' }),
      })
      // A real socket: inject cannot leave a body unfinished.
      await slow.listen({ port: 0, host: '127.0.0.1' })
      const { port } = slow.server.address() as { port: number }
      const started = Date.now()
      const answer = await new Promise<string>((resolve) => {
        let received = ''
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
          )
        })
        socket.on('data', (chunk) => {
          received += chunk.toString()
        })
        socket.on('close', () => resolve(received))
      })
      await slow.close()
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
      expect(Date.now() - started).toBeLessThan(5000)
    })
  })
})
