import type { Language } from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import { yearsAgo } from '../../test/accounts'
import { appUnderTest, mailEnv } from '../../test/app-under-test'
import { databaseTargets } from '../../test/databases'
import { pageLinkIn, readMail, startSmtpPeer } from '../../test/peers/smtp-peer'

const password = 'a long enough passphrase'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

describe.each(await databaseTargets())(
  'e-mails and pages in the account’s language on $name',
  (target) => {
    const server = appUnderTest(target, { peers: { smtp: startSmtpPeer }, env: mailEnv })

    const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = {}) =>
      server.app.inject({
        method,
        url,
        payload,
        headers,
        remoteAddress: `10.7.${n % 250}.${n++ % 250}`,
      })
    const open = (link: URL, language?: string) =>
      server.app.inject({
        method: 'GET',
        url: `${link.pathname}${link.search}`,
        headers: language ? { 'accept-language': language } : {},
      })
    /** The first message to `address` whose decoded subject matches, as its reader sees it. */
    async function mailTo(address: string, subject: RegExp) {
      const deadline = Date.now() + 5000
      for (;;) {
        for (const received of server.peers.smtp.received.filter((m) => m.to.includes(address))) {
          const mail = await readMail(received.raw)
          if (subject.test(mail.subject)) return mail
        }
        if (Date.now() > deadline)
          throw new Error(`No mail to ${address} about ${subject} arrived.`)
        await new Promise((r) => setTimeout(r, 25))
      }
    }

    /** An adult's account, signed up from an app in `spoken`, then signed in. */
    async function account(email: string, spoken: string, birthdate = '1990-05-17', extra = {}) {
      const signUp = await send(
        'POST',
        '/auth/signup',
        { email, password, name: 'Ada', birthdate, ...extra },
        { 'accept-language': spoken },
      )
      expect(signUp.statusCode, signUp.body).toBe(201)
      const signIn = await send('POST', '/auth/signin', { email, password })
      return { authorization: `Bearer ${signIn.json().token}` }
    }
    /** The verification e-mail of a new account signed up from an app in `spoken`. */
    async function welcomeMail(spoken: string) {
      const email = uniqueEmail(spoken.slice(0, 2))
      await account(email, spoken)
      return mailTo(email, /Huey/)
    }
    const keepLanguage = async (auth: object, language: Language) =>
      expect((await send('PUT', '/auth/preferences', { language }, auth)).statusCode).toBe(200)

    it('writes the verification e-mail in the language the app signed up in, and its page too', async () => {
      const mail = await welcomeMail('fr-CA,fr;q=0.9')
      expect(mail.subject).toBe('Confirme ton adresse e-mail pour Huey')
      expect(mail.text).toContain(
        'Bienvenue sur Huey, Ada. Confirme que cette adresse est bien la tienne.',
      )
      expect(mail.html).toContain(
        'Confirmer mon adresse (le lien fonctionne une fois, pendant 7 jours)',
      )
      // Opened in a browser that prefers English: the page stays in the mail's language.
      const page = await open(pageLinkIn(mail.text, '/auth/verify-email'), 'en-US')
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<html lang="fr">')
      expect(page.body).toContain('Ton e-mail est vérifié')
    })

    it('writes a password reset to an account whose language is German in German, whatever the request says', async () => {
      const email = uniqueEmail('de')
      await keepLanguage(await account(email, 'en-US'), 'de')
      const forgot = await send(
        'POST',
        '/auth/password/forgot',
        { email },
        { 'accept-language': 'en-US' },
      )
      expect(forgot.statusCode).toBe(200)
      const mail = await mailTo(email, /Passwort/)
      expect(mail.subject).toBe('Setze dein Huey-Passwort zurück')
      expect(mail.text).toMatch(/^Hallo,\n\nJemand \(vielleicht du\) hat darum gebeten/)
      expect(mail.text).toContain('http://huey.test/reset-password?token=')
    })

    it('sends "send again" in Spanish to a Spanish account, and tells its owner of a second sign-up in Spanish', async () => {
      const email = uniqueEmail('es')
      const auth = await account(email, 'es-MX')
      await mailTo(email, /Confirma tu dirección/)
      await keepLanguage(auth, 'es')
      const again = await send('POST', '/auth/verify-email/resend', {}, auth)
      expect(again.statusCode, again.body).toBe(200)
      await expect
        .poll(() => server.peers.smtp.received.filter((m) => m.to.includes(email)).length)
        .toBe(2)
      const resent = await readMail(
        server.peers.smtp.received.filter((m) => m.to.includes(email))[1]?.raw ?? '',
      )
      expect(resent.text).toContain('Te damos la bienvenida a Huey, Ada.')
      await send('POST', '/auth/signup', { email, password, name: 'Eve', birthdate: '1980-01-01' })
      const notice = await mailTo(email, /Alguien intentó crear/)
      expect(notice.text).toContain('Si fuiste tú, inicia sesión en http://huey.test/sign-in.')
    })

    it('asks a parent in the child’s language, and shows the consent pages in the child’s account language', async () => {
      const parentEmail = uniqueEmail('pai')
      const auth = await account(uniqueEmail('kid'), 'pt-BR', yearsAgo(9), { parentEmail })
      const mail = await mailTo(parentEmail, /Huey/)
      expect(mail.subject).toBe('Confirme a conta do Huey de Ada')
      expect(mail.text).toContain('Se você não fizer nada, a conta e os dados dela serão excluídos')
      const link = pageLinkIn(mail.text, '/auth/parent-consent')
      expect(link.searchParams.get('lang')).toBe('pt-BR')
      // The parent's browser prefers German, the child's account now keeps French: French wins.
      await keepLanguage(auth, 'fr')
      const page = await open(link, 'de-DE')
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<html lang="fr">')
      expect(page.body).toContain('<h1>Confirmer le compte de Ada</h1>')
      expect(page.body).toContain(
        '<button class="yes" name="decision" value="confirm">Confirmer</button>',
      )
      const confirm = await server.app.inject({
        method: 'POST',
        url: '/auth/parent-consent',
        payload: `token=${link.searchParams.get('token')}&decision=confirm&lang=fr`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(confirm.statusCode).toBe(200)
      expect(confirm.body).toContain('Le compte est confirmé. Bonne peinture !')
      // A used link names no account any more: the page is in the mail's language.
      const used = await open(link, 'de-DE')
      expect(used.statusCode).toBe(410)
      expect(used.body).toContain('Este link não funciona mais')
    })

    it('writes to an account without a language, asked in no known one, in US English', async () => {
      const mail = await welcomeMail('ja-JP')
      expect(mail.subject).toBe('Confirm your e-mail address for Huey')
      expect(mail.text).toContain(
        'Welcome to Huey, Ada. Please confirm that this address is yours.',
      )
    })
  },
)
