import { allLocales as catalogues } from '../i18n/all-locales'
import { type Language, languages } from '../i18n/languages'
import { enUS, type LocaleMessages } from '../i18n/locales/en-us'
import css from './first-paint.css?raw'

/**
 * The first paint of a page, before any of the app's code has run: the same words and layout as
 * the page the app then draws over it (its classes, so its own stylesheet styles both), without
 * Ionic's components. The server puts it in the page's HTML; the app removes it once its page is
 * up (app/first-paint-hand-off.tsx). Built once per language at build time (vite.config.ts).
 */
export interface FirstPaints {
  /** Its own styles: the overlay and the stand-ins for Ionic's toolbar and buttons. */
  readonly css: string
  /** Route (`/landing`) to language to the overlay's inner HTML. */
  readonly pages: Readonly<Record<string, Readonly<Record<Language, string>>>>
}

type Translate = (key: string) => string

function lookup(messages: LocaleMessages, key: string): string | undefined {
  let node: string | LocaleMessages | undefined = messages
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined
  }
  return typeof node === 'string' ? node : undefined
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A translated line, escaped; en-US where a language lacks the key (as i18next falls back). */
function translator(language: Language): Translate {
  return (key) => {
    const text = lookup(catalogues[language], key) ?? lookup(enUS, key)
    if (text === undefined) throw new Error(`first paint: no message ${key}`)
    return escapeHtml(text)
  }
}

/** Trans's `<name>words</name>` tags as links to the routes they stand for. */
const withLinks = (text: string, hrefs: Readonly<Record<string, string>>) =>
  text.replace(/&#60;(\w+)&#62;(.*?)&#60;\/\1&#62;/g, (_, name: string, words: string) =>
    hrefs[name] ? `<a href="${hrefs[name]}">${words}</a>` : words,
  )

const toolbar = (title: string) =>
  `<div class="fp-toolbar"><span class="fp-title">${title}</span></div>`

const skeleton =
  '<span class="picture-card picture-skeleton"><span class="picture-thumb"></span>' +
  '<span class="picture-meta"><span class="skeleton-line"></span></span></span>'

const features = ['regions', 'photos', 'daily', 'saved'] as const

/** pages/landing/landing-page.tsx, and its hero art (hero-art.tsx) as it draws. */
function landing(t: Translate): string {
  const pitch = withLinks(t('landing.accountPitch'), { signIn: '/sign-in', signUp: '/sign-up' })
  const items = features
    .map(
      (f) =>
        `<li><h2>${t(`landing.features.${f}Title`)}</h2><p>${t(`landing.features.${f}Text`)}</p></li>`,
    )
    .join('')
  return (
    '<div class="landing"><section class="landing-hero"><div class="landing-copy">' +
    `<p class="landing-brand">${t('common.appName')}</p><h1>${t('landing.headline')}</h1>` +
    `<p class="landing-lede">${t('landing.lede')}</p><div class="landing-actions">` +
    `<span class="fp-button fp-solid">${t('landing.start')}</span>` +
    `<span class="fp-button fp-outline">${t('landing.usePhoto')}</span></div>` +
    `<p class="landing-account">${pitch}</p></div>${heroArt}</section>` +
    `<ul class="landing-features">${items}</ul></div>`
  )
}

const heroArt =
  '<svg class="landing-art" viewBox="0 0 320 200"><rect width="320" height="200" fill="#fff"/>' +
  '<g stroke="#5b5670" stroke-width="1.5"><path d="M0 150 L60 80 L120 140 L0 200 Z" fill="#7bc96f"/>' +
  '<path d="M60 80 L130 20 L200 110 L120 140 Z" fill="#4f8fe8"/>' +
  '<path d="M200 110 L260 60 L320 130 L320 200 L200 200 Z" fill="#f4f1fb"/>' +
  '<path d="M120 140 L200 110 L200 200 L0 200 Z" fill="#f2b84b"/>' +
  '<path d="M130 20 L260 60 L200 110 Z" fill="#f4f1fb"/>' +
  '<circle cx="282" cy="36" r="18" fill="#ff8aa5"/></g>' +
  '<g font-size="18" fill="#5b5670" text-anchor="middle"><text x="262" y="150">3</text>' +
  '<text x="200" y="65">5</text></g></svg>'

/** pages/create/create-page.tsx up to its difficulty picker. */
const create = (t: Translate) =>
  `${toolbar(t('titles.create'))}<div class="ion-padding">` +
  `<h1>${t('titles.create')}</h1><p>${t('create.intro')}</p></div>`

/**
 * Where the server draws the pictures a page shows first (apps/server catalog/first-pictures.ts),
 * once it has them; the page's placeholders otherwise.
 */
const pictures = (placeholders: string) => `<!--pictures-->${placeholders}<!--/pictures-->`

/** pages/home/home-page.tsx: its title, room for its filters, its first rows. */
const home = (t: Translate) =>
  `<div class="ion-padding"><h1>${t('gallery.title')}</h1><div class="fp-filters"></div>` +
  `${pictures(`<div class="gallery-grid">${skeleton.repeat(4)}</div>`)}</div>`

/** pages/daily-images/daily-images-page.tsx: its title and intro, today's picture. */
const daily = (t: Translate) =>
  `<div class="ion-padding"><h1>${t('daily.title')}</h1><p>${t('daily.intro')}</p>` +
  `${pictures(`<div class="daily-today">${skeleton}</div>`)}</div>`

const builders: Readonly<Record<string, (t: Translate) => string>> = {
  '/landing': landing,
  '/home': home,
  '/daily-images': daily,
  '/create': create,
}

export function firstPaints(): FirstPaints {
  const pages: Record<string, Record<Language, string>> = {}
  for (const [route, build] of Object.entries(builders)) {
    pages[route] = Object.fromEntries(
      languages.map((language) => [language, build(translator(language))]),
    ) as Record<Language, string>
  }
  return { css, pages }
}
