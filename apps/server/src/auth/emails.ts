import type { Language } from '@huey/contracts'
import { type Translate, translatorFor } from '../i18n/i18n'
import { escapeHtml } from '../lib/escape-html'

export interface MailContent {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/**
 * Plain text and HTML of the same short message in one language, with at most one link: its
 * label, then the address on a line of its own in the text, a link in the HTML.
 */
export function mailIn(
  t: Translate,
  subject: string,
  before: readonly string[],
  link?: { readonly href: string; readonly label: string },
  after: readonly string[] = [],
): MailContent {
  const linkText = link ? ['', `${link.label}:`, link.href] : []
  const text = [t('mail.hello'), '', ...before, ...linkText, '', ...after].join('\n').trimEnd()
  const paragraphs = (lines: readonly string[]) =>
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')
  const linkHtml = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : ''
  const html = `<p>${escapeHtml(t('mail.hello'))}</p>${paragraphs(before)}${linkHtml}${paragraphs(after)}`
  return { subject, text, html }
}

/** A page or mailed link of the server's own, carrying the language it was written in. */
export const withLanguage = (link: string, language: Language) =>
  `${link}&lang=${encodeURIComponent(language)}`

export function consentEmail(language: Language, childName: string, link: string): MailContent {
  const t = translatorFor(language)
  const name = { name: childName }
  return mailIn(
    t,
    t('mail.consent.subject', name),
    [t('mail.consent.joined', name), t('mail.consent.meanwhile', name)],
    { href: withLanguage(link, language), label: t('mail.consent.link') },
    [t('mail.consent.deadline'), '', ...consentAgreement(t, childName)],
  )
}

/** What a parent agrees to by confirming, line by line: mailed with the link, shown on its page. */
export function consentAgreement(t: Translate, childName: string): string[] {
  const name = { name: childName }
  return [
    t('family.agreement.title'),
    t('family.agreement.keep', name),
    t('family.agreement.use', name),
    t('family.agreement.rights'),
    t('family.agreement.address', name),
  ]
}

/** To the parent named now: the child asks to name `toEmail` instead. */
export function parentChangeEmail(
  language: Language,
  childName: string,
  toEmail: string,
  link: string,
): MailContent {
  const t = translatorFor(language)
  const values = { name: childName, email: toEmail }
  return mailIn(
    t,
    t('family.change.subject', values),
    [t('family.change.asked', values), t('family.change.effect', values)],
    { href: withLanguage(link, language), label: t('family.change.link') },
    [t('family.change.ignore')],
  )
}

export function parentNoticeEmail(language: Language, name: string): MailContent {
  const t = translatorFor(language)
  return mailIn(t, t('mail.notice.subject', { name }), [t('mail.notice.text', { name })])
}

/**
 * A small standalone page (the parent's consent, the verified address): no scripts, works in any
 * mail client's browser; `title` is plain text, `body` HTML already escaped.
 */
export function serverPage(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Huey</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222}h1{color:#6c4cf1}button{font:inherit;padding:.7rem 1.4rem;border-radius:999px;border:0;margin:.3rem .5rem .3rem 0;cursor:pointer}.yes{background:#6c4cf1;color:#fff}.no{background:#eee}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}
