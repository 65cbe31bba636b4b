import { escapeHtml, type MailContent } from './emails'

/** Plain text and HTML of the same short message with one link. */
function withLink(
  subject: string,
  before: string[],
  link: { href: string; label: string },
  after: string[],
): MailContent {
  const text = ['Hello,', '', ...before, '', `${link.label}:`, link.href, '', ...after].join('\n')
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')
  const html = `<p>Hello,</p>${paragraphs(before)}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>${paragraphs(after)}`
  return { subject, text, html }
}

export function verifyEmailMail(name: string, link: string): MailContent {
  return withLink(
    'Confirm your e-mail address for Huey',
    [`Welcome to Huey, ${name}. Please confirm that this address is yours.`],
    { href: link, label: 'Confirm my address (the link works once, for 7 days)' },
    ['If you did not create a Huey account, ignore this e-mail: nothing will happen.'],
  )
}

/** To the owner of an address someone tried to sign up with again: nothing is created. */
export function existingAccountMail(signInLink: string, resetLink: string): MailContent {
  return withLink(
    'Someone tried to create a Huey account with your address',
    [
      'Someone (perhaps you) tried to create a Huey account with this e-mail address, which already has one. No new account was created.',
      `If it was you, sign in at ${signInLink}.`,
    ],
    { href: resetLink, label: 'Forgot your password? Reset it here' },
    ['If it was not you, you can ignore this e-mail: your account is unchanged.'],
  )
}

export function resetPasswordMail(link: string): MailContent {
  return withLink(
    'Reset your Huey password',
    ['Someone (perhaps you) asked to reset the password of the Huey account with this address.'],
    { href: link, label: 'Choose a new password (the link works once, for 1 hour)' },
    [
      'Choosing a new password signs you out on every device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  )
}
