import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstPaints, withFirstPaint } from './first-paint'

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
