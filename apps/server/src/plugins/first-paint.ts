import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '@huey/contracts'
import { firstLanguage, languageFromHeader } from '../i18n/i18n'

/** What the web build writes (apps/web/src/first-paint): styles, and route to language to HTML. */
interface FirstPaints {
  readonly css: string
  readonly pages: Readonly<Record<string, Readonly<Partial<Record<Language, string>>>>>
}

/** One page's first paint in the visitor's language. */
export interface FirstPaint {
  readonly language: Language
  readonly css: string
  readonly html: string
}

export type FirstPaintOf = (path: string, acceptLanguage: string | undefined) => FirstPaint | null

/**
 * The first paints of the web build in `root` (none without one): the page a visitor sees while
 * its JavaScript loads, in the language the browser asks for, which is the app's own choice too
 * unless the visitor picked another on the profile.
 */
export function firstPaints(root: string): FirstPaintOf {
  const file = join(root, '.vite', 'first-paint.json')
  if (!existsSync(file)) return () => null
  const { css, pages } = JSON.parse(readFileSync(file, 'utf8')) as FirstPaints
  return (path, acceptLanguage) => {
    // The root opens the landing page.
    const page = pages[path === '/' ? '/landing' : path]
    if (!page) return null
    const language = firstLanguage(languageFromHeader(acceptLanguage))
    const html = page[language] ?? page['en-US']
    return html === undefined ? null : { language, css, html }
  }
}

/** `shell` (the built index.html) with `paint` drawn in it, its styles under `nonce`. */
export function withFirstPaint(shell: string, paint: FirstPaint, nonce: string): string {
  return shell
    .replace(/<html lang="[^"]*">/, () => `<html lang="${paint.language}">`)
    .replace('</head>', () => `  <style nonce="${nonce}">${paint.css}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      // Only a picture of the page: hidden from assistive technology and not focusable, so the
      // page's one accessible version is the app's.
      () =>
        `<div id="first-paint" aria-hidden="true" inert>${paint.html}</div>\n    <div id="root"></div>`,
    )
}
