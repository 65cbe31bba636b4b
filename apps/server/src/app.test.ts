import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databases'
import { buildTestApp } from '../test/helper'
import type { Database } from './db/database'

describe.each(await databaseTargets())('server on $name', (target) => {
  let database: Database
  let app: Awaited<ReturnType<typeof buildTestApp>>
  const webRoot = mkdtempSync(join(tmpdir(), 'huey-web-'))

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Huey</title>')
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.info(1)')
    // As the web build writes it: the asset compressed once, beside itself.
    writeFileSync(
      join(webRoot, 'assets', 'big-def456.js'),
      `console.info("${'paint '.repeat(400)}")`,
    )
    // Told apart from the plain file, to see which one is sent (a build's copies are the same code).
    writeFileSync(
      join(webRoot, 'assets', 'big-def456.js.br'),
      brotliCompressSync(`console.info("${'built '.repeat(400)}")`),
    )
    database = await target.open()
    app = await buildTestApp({ database, webRoot })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('GET /health reports the database it runs on', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: target.name })
  })

  it('serves the web app for client-side routes', async () => {
    for (const url of [
      '/',
      '/landing',
      '/home?paint=abc',
      '/profile',
      '/daily-images',
      '/old/link',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Huey</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers the pages to any client, curl and link previews too; the API paths stay JSON', async () => {
    for (const url of ['/', '/landing', '/home', '/create', '/sign-in', '/profile']) {
      for (const headers of [{ accept: '*/*' }, {}, { accept: 'application/xhtml+xml' }]) {
        const res = await app.inject({ method: 'GET', url, headers })
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200)
        expect(res.headers['content-type']).toMatch(/^text\/html/)
        expect(res.body).toContain('<title>Huey</title>')
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/landing', headers: { accept: '*/*' } })
    expect(head.statusCode).toBe(200)
    // GET /daily-images is the API's list too: a fetch (or curl) gets its JSON.
    for (const url of ['/daily-images', '/health', '/categories']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } })
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })

  it('serves hashed assets with long-lived caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it("sends the build's compressed copy of an asset, and the plain file to a client that takes none", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toContain('immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('built built')
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('paint paint')
  })

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const url of ['/auth/nothing-here', '/assets/missing.js', '/health/deep']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' })
    }
  })

  it('keeps the data of a migrated schema: running migrations twice changes nothing', async () => {
    await expect(database.migrate()).resolves.toBeUndefined()
    const res = await app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
  })
})
