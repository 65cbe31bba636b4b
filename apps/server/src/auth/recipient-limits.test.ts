import { describe, expect, it } from 'vitest'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets, pgliteTarget } from '../../test/databases'
import { startSmtpPeer } from '../../test/peers/smtp-peer'
import { RECIPIENT_MAILS_PER_HOUR } from './mail-limits'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`
const nineYearsAgo = () => new Date(Date.now() - 9 * 365.25 * 86_400_000).toISOString().slice(0, 10)
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
// One database is enough: the limits are counted in memory, or in Redis.
const target = (await databaseTargets()).at(-1) ?? pgliteTarget

describe.each([
  { counted: 'in memory', env: {} as Record<string, string> },
  { counted: 'in Redis', env: { REDIS_URL: redisUrl } },
])('mails to one recipient, counted $counted', ({ env }) => {
  const server = appUnderTest(target, {
    peers: { smtp: startSmtpPeer },
    env: (peers) => ({ ...mailEnv(peers), ...env }),
  })
  const mailsTo = (address: string, subject: RegExp) =>
    server.peers.smtp.received.filter((m) => m.to.includes(address) && subject.test(m.raw))

  it("sends a taken address's owner a few notices however many sign-ups use it, each answered alike", async () => {
    const owner = uniqueEmail('owner')
    const first = await server.post('/auth/signup', {
      email: owner,
      password: 'the owner passphrase',
      name: 'Owner',
      birthdate: '1980-01-01',
    })
    expect(first.statusCode).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.post('/auth/signup', {
          email: owner,
          password: `somebody else's passphrase ${i}`,
          name: 'Somebody',
          birthdate: '1990-01-01',
        }),
      ),
    )
    for (const res of answers) {
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual(first.json())
    }
    const notices = mailsTo(owner, /Someone tried to create a Huey account/)
    expect(notices).toHaveLength(RECIPIENT_MAILS_PER_HOUR)
  })

  it('sends a parent a few consent mails however many children name them; the rest are told to wait and make no account', async () => {
    const parent = uniqueEmail('parent')
    const answers = []
    for (let i = 0; i < 20; i++) {
      answers.push(
        await server.post('/auth/signup', {
          email: uniqueEmail('kid'),
          password: 'a long enough passphrase',
          name: `Kid ${i}`,
          birthdate: nineYearsAgo(),
          parentEmail: parent,
        }),
      )
    }
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.slice(0, RECIPIENT_MAILS_PER_HOUR)).toEqual([201, 201, 201])
    expect(new Set(statuses.slice(RECIPIENT_MAILS_PER_HOUR))).toEqual(new Set([429]))
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0)
    expect(mailsTo(parent, /confirm/i)).toHaveLength(RECIPIENT_MAILS_PER_HOUR)
    const { rows } = await server.database.executeSql(
      'select count(*)::int as n from users where parent_email = $1',
      [parent],
    )
    expect(rows).toEqual([{ n: RECIPIENT_MAILS_PER_HOUR }])
  })
})
