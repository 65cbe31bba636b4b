import { PassThrough } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { logSetup } from './log-options'

async function logOf(terminal: boolean): Promise<string> {
  const out = new PassThrough()
  const chunks: string[] = []
  out.on('data', (c: Buffer) => chunks.push(c.toString()))
  const setup = logSetup('info', terminal, out)
  const app = Fastify({
    logger: setup.logger,
    ...(setup.logController ? { logController: setup.logController } : {}),
  })
  app.get('/home', async () => ({ ok: true }))
  await app.ready()
  app.log.info('Open http://localhost:8080 in your browser.')
  await app.inject({ method: 'GET', url: '/home?token=secret-value' })
  await app.close()
  return chunks.join('')
}

describe('logSetup', () => {
  it('writes a terminal one short human line per event, each request on one line', async () => {
    const lines = (await logOf(true)).trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Open http:\/\/localhost:8080/)
    expect(lines[1]).toMatch(/INFO: GET \/home\?token=\[redacted\] 200 \d+ ms$/)
    expect(lines.join('\n')).not.toContain('secret-value')
  })

  it('writes JSON, one object per line, anywhere else', async () => {
    const records = (await logOf(false))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string })
    expect(records.map((r) => r.msg)).toEqual([
      'Open http://localhost:8080 in your browser.',
      'incoming request',
      'request completed',
    ])
  })
})
