import type { Language } from '@huey/contracts'
import { translatorFor } from '../i18n/i18n'
import { type MailContent, mailIn, withLanguage } from './emails'

export function verifyEmailMail(language: Language, name: string, link: string): MailContent {
  const t = translatorFor(language)
  return mailIn(
    t,
    t('mail.verify.subject'),
    [t('mail.verify.welcome', { name })],
    { href: withLanguage(link, language), label: t('mail.verify.link') },
    [t('mail.verify.ignore')],
  )
}

/** To the owner of an address someone tried to sign up with again: nothing is created. */
export function existingAccountMail(
  language: Language,
  signInLink: string,
  resetLink: string,
): MailContent {
  const t = translatorFor(language)
  return mailIn(
    t,
    t('mail.existing.subject'),
    [t('mail.existing.tried'), t('mail.existing.signIn', { link: signInLink })],
    { href: resetLink, label: t('mail.existing.link') },
    [t('mail.existing.ignore')],
  )
}

export function resetPasswordMail(language: Language, link: string): MailContent {
  const t = translatorFor(language)
  return mailIn(
    t,
    t('mail.reset.subject'),
    [t('mail.reset.asked')],
    { href: link, label: t('mail.reset.link') },
    [t('mail.reset.signsOut'), t('mail.reset.ignore')],
  )
}
