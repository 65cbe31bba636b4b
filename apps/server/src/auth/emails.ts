const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface MailContent {
  readonly subject: string
  readonly text: string
  readonly html: string
}

export function consentEmail(childName: string, link: string): MailContent {
  const text = [
    `Hello,`,
    ``,
    `${childName} has created an account on Huey, a paint-by-number app, and gave your e-mail address as their parent's.`,
    `Children under 13 need a parent's consent. Until you confirm, ${childName} can colour pictures and turn photos into puzzles on their own device (the photo never leaves it), but cannot buy premium, share, or have a photo made into a puzzle on our servers.`,
    ``,
    `Confirm or decline here (the link works once, for 7 days):`,
    link,
    ``,
    `If you do nothing, the account and its data are deleted after 14 days.`,
  ].join('\n')
  const html = `<p>Hello,</p><p>${escapeHtml(childName)} has created an account on Huey, a paint-by-number app, and gave your e-mail address as their parent's.</p><p>Children under 13 need a parent's consent. Until you confirm, ${escapeHtml(childName)} can colour pictures and turn photos into puzzles on their own device (the photo never leaves it), but cannot buy premium, share, or have a photo made into a puzzle on our servers.</p><p><a href="${escapeHtml(link)}">Confirm or decline</a> (the link works once, for 7 days).</p><p>If you do nothing, the account and its data are deleted after 14 days.</p>`
  return { subject: `Please confirm ${childName}'s Huey account`, text, html }
}

export function parentNoticeEmail(name: string): MailContent {
  const text = `Hello,\n\n${name} has created an account on Huey, a paint-by-number app, and gave your e-mail address as a parent's. Nothing is needed from you.`
  return {
    subject: `${name} joined Huey`,
    text,
    html: `<p>Hello,</p><p>${escapeHtml(name)} has created an account on Huey, a paint-by-number app, and gave your e-mail address as a parent's. Nothing is needed from you.</p>`,
  }
}

/** A small standalone page for the parent: no scripts, works in any mail client's browser. */
export function consentPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Huey</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#222}h1{color:#6c4cf1}button{font:inherit;padding:.7rem 1.4rem;border-radius:999px;border:0;margin:.3rem .5rem .3rem 0;cursor:pointer}.yes{background:#6c4cf1;color:#fff}.no{background:#eee}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

export { escapeHtml }
