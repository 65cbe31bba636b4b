import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpPeer } from '../../test/peers/smtp-peer'
import { addressHash } from '../lib/address-hash'
import { createMailer } from './mailer'

const mail = {
  to: 'parent@example.com',
  subject: 'Please confirm',
  text: 'Confirm here: http://huey.test/auth/parent-consent?token=abc',
}

describe('createMailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
  beforeAll(async () => {
    smtp = await startSmtpPeer()
  })
  afterAll(async () => {
    await smtp.close()
  })

  it('without SMTP_URL writes each message as an .eml file in the outbox and logs one line without the address', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'huey-mail-')), 'outbox')
    const lines: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Huey <no-reply@huey.test>',
      outboxDir,
      log,
    })
    await mailer.send(mail)
    const files = readdirSync(outboxDir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8')
    expect(eml).toContain('To: parent@example.com')
    expect(eml).toContain('Subject: Please confirm')
    expect(eml).toContain('parent-consent?token=abc')
    // The link in it is a secret: only the server's user may read the file or list the folder.
    expect(statSync(join(outboxDir, files[0] ?? '')).mode & 0o777).toBe(0o600)
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700)
    expect(lines).toHaveLength(1)
    // The recipient is logged as a hash, the same for the same address, never as the address.
    expect(lines[0]).not.toContain('parent@example.com')
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      recipient: addressHash(' Parent@Example.com'),
      msg: 'mail written to outbox',
    })
  })

  it('with SMTP_URL delivers to the SMTP server', async () => {
    const log = pino({ level: 'silent' })
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Huey <no-reply@huey.test>',
      outboxDir: '/nonexistent',
      log,
    })
    await mailer.send({ ...mail, to: 'smtp-parent@example.com' })
    const received = await smtp.waitFor('smtp-parent@example.com')
    expect(received.raw).toContain('Subject: Please confirm')
  })
})
