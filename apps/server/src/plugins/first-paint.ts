import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '@huey/contracts'
import { firstLanguage, languageFromHeader } from '../i18n/i18n'
import { escapeHtml } from '../lib/escape-html'

/** What the web build writes (apps/web/src/first-paint): styles, and route to language to HTML. */
interface FirstPaints {
  readonly css: string
  readonly pages: Readonly<Record<string, Readonly<Partial<Record<Language, string>>>>>
}

export interface FirstPicture {
  readonly thumbnail: string
  readonly thumbnail2x?: string
}

/** A row of pictures a page shows first: a home collection (its name), or today's daily picture. */
export interface FirstRow {
  readonly name: string
  readonly pictures: readonly FirstPicture[]
}

/** The rows a page shows on a phone's first screen, none for other pages (catalog/first-pictures.ts). */
export type FirstPictures = (path: string, language: Language) => Promise<readonly FirstRow[]>

/** One page's first paint in the visitor's language. */
export interface FirstPaint {
  readonly language: Language
  readonly css: string
  readonly html: string
  /** `<link rel="preload">`s of its first pictures, asked for before the app's code. */
  readonly preloads?: string
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
  return (
    shell
      .replace(/<html lang="[^"]*">/, () => `<html lang="${paint.language}">`)
      // Before the app's scripts: on HTTP/1.1's six connections the pictures would otherwise wait
      // for the dozens of chunks.
      .replace('<script', () => `${paint.preloads ?? ''}<script`)
      .replace('</head>', () => `  <style nonce="${nonce}">${paint.css}</style>\n  </head>`)
      .replace(
        '<div id="root"></div>',
        // Only a picture of the page: hidden from assistive technology and not focusable, so the
        // page's one accessible version is the app's.
        () =>
          `<div id="first-paint" aria-hidden="true" inert>${paint.html}</div>\n    <div id="root"></div>`,
      )
  )
}

// The web app's markup for a picture while its card loads (catalog/picture-card.tsx), with the
// sizes its pages give: the gallery's grid and rows, and the daily page's large card of today.
const GRID_SIZES = '(min-width: 640px) 220px, 50vw'
const TODAY_SIZES = '(min-width: 560px) 32rem, 100vw'

function preload(picture: FirstPicture, sizes: string): string {
  const { thumbnail, thumbnail2x } = picture
  const srcset = thumbnail2x ? ` imagesrcset="${thumbnail} 240w, ${thumbnail2x} 480w"` : ''
  return `<link rel="preload" as="image" href="${thumbnail}"${srcset} imagesizes="${sizes}" fetchpriority="high" />\n    `
}

// A row shows two pictures and a part of a third on a phone; the others load as it scrolls.
const ON_SCREEN = 3

function card(picture: FirstPicture, sizes: string, index = 0): string {
  const { thumbnail, thumbnail2x } = picture
  const srcset = thumbnail2x ? ` srcset="${thumbnail} 240w, ${thumbnail2x} 480w"` : ''
  const loading = index < ON_SCREEN ? 'fetchpriority="high"' : 'loading="lazy"'
  return (
    `<span class="picture-card"><span class="picture-thumb"><img src="${thumbnail}"${srcset} ` +
    `sizes="${sizes}" alt="" width="240" height="240" ${loading}></span>` +
    '<span class="picture-meta"><span class="skeleton-line"></span></span></span>'
  )
}

interface Drawn {
  readonly html: string
  readonly preloads: string
}

// The largest paint is one of the first two pictures of a row, or today's.
const PRELOADED_PER_ROW = 2

/** pages/home/home-page.tsx's collection rows, and pages/daily-images/daily-images-page.tsx's today. */
const layouts: Readonly<Record<string, (rows: readonly FirstRow[]) => Drawn | null>> = {
  '/home': (rows) =>
    rows.length === 0
      ? null
      : {
          html: rows
            .map(
              (row) =>
                `<section class="collection"><h2>${escapeHtml(row.name)}</h2><div class="collection-row">` +
                `${row.pictures.map((p, i) => card(p, GRID_SIZES, i)).join('')}</div></section>`,
            )
            .join(''),
          preloads: rows
            .flatMap((row) => row.pictures.slice(0, PRELOADED_PER_ROW))
            .map((p) => preload(p, GRID_SIZES))
            .join(''),
        },
  '/daily-images': (rows) => {
    const today = rows[0]?.pictures[0]
    return today
      ? {
          html: `<div class="daily-today"><div class="daily-day"><p class="daily-date">&#160;</p>${card(today, TODAY_SIZES)}</div></div>`,
          preloads: preload(today, TODAY_SIZES),
        }
      : null
  },
}

/**
 * `paint` with the pictures its page shows first in place of its placeholders (between
 * `<!--pictures-->` and `<!--/pictures-->`), so they load with the HTML; as it was without any.
 */
export function withPictures(
  paint: FirstPaint,
  path: string,
  rows: readonly FirstRow[],
): FirstPaint {
  const drawn = layouts[path]?.(rows)
  if (!drawn) return paint
  const html = paint.html.replace(/<!--pictures-->[\s\S]*?<!--\/pictures-->/, () => drawn.html)
  return { ...paint, html, preloads: drawn.preloads }
}
