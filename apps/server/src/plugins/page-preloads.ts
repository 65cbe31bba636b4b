import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json), as far as read here. */
interface ManifestChunk {
  readonly file: string
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
  readonly isDynamicEntry?: boolean
}

type Manifest = Readonly<Record<string, ManifestChunk>>

/** A page's module in the web app's source: src/pages/<folder>/<route>-page.tsx serves /<route>. */
const pageModule = /^src\/pages\/[\w-]+\/([\w-]+)-page\.tsx$/

function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticGraph(manifest, imported, seen)
  return seen
}

/**
 * For each page route, the `<link>` tags that fetch its own chunks (and apply its styles) beside the
 * start-up ones. Without them the page's code is asked for only once the start-up code has run:
 * one more round trip before anything of the page shows on a slow network.
 */
export function pagePreloads(root: string): ReadonlyMap<string, string> {
  const path = join(root, '.vite', 'manifest.json')
  const preloads = new Map<string, string>()
  if (!existsSync(path)) return preloads
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest
  const atStart = staticGraph(manifest, 'index.html')
  for (const [key, chunk] of Object.entries(manifest)) {
    const route = pageModule.exec(key)?.[1]
    if (!route || !chunk.isDynamicEntry) continue
    const own = [...staticGraph(manifest, key)].filter((k) => !atStart.has(k))
    const scripts = own.map(
      (k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}" />`,
    )
    // Applied, not only fetched: the page's first paint (first-paint.ts) wears the page's styles.
    const styles = own
      .flatMap((k) => manifest[k]?.css ?? [])
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`)
    preloads.set(`/${route}`, [...scripts, ...styles].join('\n    '))
  }
  // The root opens the landing page.
  const landing = preloads.get('/landing')
  if (landing) preloads.set('/', landing)
  return preloads
}
