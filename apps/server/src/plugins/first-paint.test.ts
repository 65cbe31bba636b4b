import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstPaints, withFirstPaint, withPictures } from './first-paint'

function webRoot(paints: object | null): string {
  const root = mkdtempSync(join(tmpdir(), 'huey-first-paint-'))
  if (paints) {
    mkdirSync(join(root, '.vite'))
    writeFileSync(join(root, '.vite', 'first-paint.json'), JSON.stringify(paints))
  }
  return root
}

const paints = {
  css: '#first-paint{position:fixed}',
  pages: {
    '/landing': { 'en-US': '<h1>Colour</h1>', de: '<h1>Malen</h1>' },
    '/create': { 'en-US': '<h1>Create</h1>' },
  },
}

describe('firstPaints', () => {
  const paintOf = firstPaints(webRoot(paints))

  it('draws the page in the language the browser asks for, US English otherwise', () => {
    expect(paintOf('/landing', 'de-AT,de;q=0.9,en;q=0.5')).toMatchObject({
      language: 'de',
      html: '<h1>Malen</h1>',
    })
    expect(paintOf('/landing', 'ja')?.html).toBe('<h1>Colour</h1>')
    expect(paintOf('/create', 'de')?.html).toBe('<h1>Create</h1>')
  })

  it('gives the root the landing page it opens, and nothing to pages without one', () => {
    expect(paintOf('/', undefined)?.html).toBe('<h1>Colour</h1>')
    expect(paintOf('/my-works', undefined)).toBeNull()
  })

  it('draws nothing when the build has none', () => {
    expect(firstPaints(webRoot(null))('/landing', undefined)).toBeNull()
  })
})

describe('withFirstPaint', () => {
  const shell =
    '<!doctype html><html lang="en-US"><head><title>Huey</title></head><body><div id="root"></div></body></html>'

  it('puts the paint before the app, hidden from assistive technology, its styles nonced', () => {
    const page = withFirstPaint(
      shell,
      { language: 'de', css: '#first-paint{position:fixed}', html: '<h1>Malen $& $1</h1>' },
      'n0nce',
    )
    expect(page).toContain('<html lang="de">')
    expect(page).toContain('<style nonce="n0nce">#first-paint{position:fixed}</style>')
    expect(page).toContain(
      '<div id="first-paint" aria-hidden="true" inert><h1>Malen $& $1</h1></div>\n    <div id="root"></div>',
    )
  })
})

describe('withPictures', () => {
  const paint = (html: string) => ({ language: 'en-US' as const, css: '', html })
  const santa = {
    thumbnail: '/images/santa/thumbnail',
    thumbnail2x: '/images/santa/thumbnail?scale=2',
  }

  it("draws the gallery's first rows in place of its placeholders, the pictures asked for first", () => {
    const { html } = withPictures(
      paint('<h1>Gallery</h1><!--pictures--><div class="gallery-grid"></div><!--/pictures-->'),
      '/home',
      [{ name: 'Fish & <Chips>', pictures: [santa, { thumbnail: '/images/fish/thumbnail' }] }],
    )
    expect(html).toContain('<h2>Fish &#38; &#60;Chips&#62;</h2>')
    expect(html).toContain(
      'src="/images/santa/thumbnail" srcset="/images/santa/thumbnail 240w, /images/santa/thumbnail?scale=2 480w"',
    )
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(2)
    const long = withPictures(paint('<!--pictures--><!--/pictures-->'), '/home', [
      { name: 'Winter', pictures: Array.from({ length: 12 }, () => santa) },
    ]).html
    // Those beyond a phone's screen load as the row scrolls.
    expect(long.match(/fetchpriority="high"/g)).toHaveLength(3)
    expect(long.match(/loading="lazy"/g)).toHaveLength(9)
    expect(html).not.toContain('gallery-grid')
  })

  it('asks for the first pictures before the scripts', () => {
    const drawn = withPictures(paint('<!--pictures--><!--/pictures-->'), '/daily-images', [
      { name: '2026-11-25', pictures: [santa] },
    ])
    const page = withFirstPaint(
      '<html lang="en-US"><head><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>',
      drawn,
      'n',
    )
    expect(page.indexOf('rel="preload" as="image" href="/images/santa/thumbnail"')).toBeLessThan(
      page.indexOf('<script'),
    )
  })

  it("draws today's picture on the daily page, large", () => {
    const { html } = withPictures(
      paint('<!--pictures--><div class="daily-today"></div><!--/pictures-->'),
      '/daily-images',
      [{ name: '2026-11-25', pictures: [santa] }],
    )
    expect(html).toContain('sizes="(min-width: 560px) 32rem, 100vw"')
  })

  it('keeps the placeholders while there are no pictures yet, and pages without any as they are', () => {
    const placeholders = paint('<!--pictures--><div class="daily-today"></div><!--/pictures-->')
    expect(withPictures(placeholders, '/daily-images', [])).toBe(placeholders)
    expect(withPictures(placeholders, '/create', [{ name: 'x', pictures: [santa] }])).toBe(
      placeholders,
    )
  })
})
