import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePreloads } from './page-preloads'

function webRoot(manifest: object | null): string {
  const root = mkdtempSync(join(tmpdir(), 'huey-preloads-'))
  if (manifest) {
    mkdirSync(join(root, '.vite'))
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest))
  }
  return root
}

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_main.js'] },
  '_main.js': { file: 'assets/main-g.js', dynamicImports: ['src/app/start-app.tsx'] },
  'src/app/start-app.tsx': {
    file: 'assets/start-app-h.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/home/home-page.tsx'],
    css: ['assets/start-app-i.css'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_select.js': { file: 'assets/select-c.js', imports: ['_react.js'] },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home-page-d.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_select.js'],
    css: ['assets/home-page-e.css'],
  },
  'src/pages/landing/landing-page.tsx': {
    file: 'assets/landing-page-f.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
}

describe('pagePreloads', () => {
  it("asks for a page's own chunks and styles with the page, not those start-up already loads", () => {
    const home = pagePreloads(webRoot(manifest)).get('/home') ?? ''
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-d.js" />')
    expect(home).toContain('href="/assets/select-c.js"')
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-e.css" />')
    expect(home).not.toContain('main-g.js')
  })

  it("fetches the app's start-up steps and applies their styles on every page", () => {
    const preloads = pagePreloads(webRoot(manifest))
    for (const page of [preloads.get('/home'), preloads.get('*')]) {
      expect(page).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/start-app-h.js" />',
      )
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b.js" />')
      expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/start-app-i.css" />')
    }
    // A page's chunk is the page's alone, not a start-up step because start-up may open it.
    expect(preloads.get('*')).not.toContain('home-page-d.js')
    expect(preloads.get('/home')?.match(/react-b\.js/g)).toHaveLength(1)
  })

  it('asks for every style before any chunk: the first paint waits for the styles', () => {
    const preloads = pagePreloads(webRoot(manifest))
    for (const page of [preloads.get('/home') ?? '', preloads.get('*') ?? '']) {
      const lastStyle = page.lastIndexOf('rel="stylesheet"')
      expect(lastStyle).toBeGreaterThan(-1)
      expect(page.indexOf('rel="modulepreload"')).toBeGreaterThan(lastStyle)
    }
  })

  it('gives the root the landing page it opens, and nothing to routes without a page', () => {
    const preloads = pagePreloads(webRoot(manifest))
    expect(preloads.get('/')).toBe(preloads.get('/landing'))
    expect(preloads.get('/')).toContain('landing-page-f.js')
    expect(preloads.has('/old/link')).toBe(false)
  })

  it('adds nothing when the build has no manifest', () => {
    expect(pagePreloads(webRoot(null)).size).toBe(0)
  })
})
