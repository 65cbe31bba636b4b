import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { addressHash } from '../lib/address-hash'

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** SMTP when configured; otherwise each message becomes an .eml file under DATA_DIR/outbox. */
export function createMailer(options: {
  readonly smtpUrl: string | undefined
  readonly from: string
  readonly outboxDir: string
  readonly log: FastifyBaseLogger
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 })
      const file = join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      )
      // Messages carry one-time links: readable by the server's user only.
      writeFileSync(file, info.message as Buffer, { mode: 0o600 })
      // The recipient as a hash: logs are kept and shipped, and an address is personal data.
      options.log.info(
        { recipient: addressHash(mail.to), subject: mail.subject, file },
        'mail written to outbox',
      )
    },
  }
}
