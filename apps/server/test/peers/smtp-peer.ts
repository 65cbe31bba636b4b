import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  readonly to: string[]
  readonly raw: string
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to this address. */
    async waitFor(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = received.find((m) => m.to.includes(to))
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived.`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    /** Waits for the next message to this address whose subject matches. */
    async waitForSubject(to: string, subject: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && subject.test(subjectOf(m.raw)))
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`No mail to ${to} about ${subject} arrived.`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The Subject header of a raw message (folded lines joined). */
export function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? ''
  return /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''
}

/** A link to `path` in a received message (quoted-printable soft breaks undone). */
export function linkIn(raw: string, path: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`).exec(
    text,
  )
  if (!match) throw new Error(`The mail holds no ${path} link.`)
  return match[0]
}

/** The consent link in a received message (quoted-printable soft breaks undone). */
export function consentLinkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const match = /https?:\/\/\S+\/auth\/parent-consent\?token=[\w-]+/.exec(text)
  if (!match) throw new Error('The mail holds no consent link.')
  return match[0]
}

/** A received message as its reader sees it: the decoded subject, plain text and HTML. */
export async function readMail(
  raw: string,
): Promise<{ subject: string; text: string; html: string }> {
  const mail = await PostalMime.parse(raw)
  return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' }
}

/** A link to one of the server's pages in a decoded text, its `lang` kept. */
export function pageLinkIn(text: string, path: string): URL {
  const match = new RegExp(
    `https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+(&lang=[\\w-]+)?`,
  ).exec(text)
  if (!match) throw new Error(`The mail holds no ${path} link.`)
  return new URL(match[0])
}
