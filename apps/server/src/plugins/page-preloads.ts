import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json), as far as read here. */
interface ManifestChunk {
  readonly file: string
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
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

const modulePreload = (file: string | undefined) =>
  `<link rel="modulepreload" crossorigin href="/${file}" />`

/**
 * The chunks' styles, applied, not only fetched: the app's and the page's styles are in place
 * for the page's first paint (first-paint.ts) and for the app's first frame.
 */
const stylesheets = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys]
    .flatMap((k) => manifest[k]?.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`)

/**
 * For each page route, the `<link>` tags that fetch the app's start-up steps and the page's own
 * chunks (and apply its styles) beside the start-up ones; `*` holds the start-up steps alone, for
 * any other page. Without them each is asked for only once the code before it has run: one more
 * round trip each before anything of the page shows on a slow network. The start-up steps are
 * what the entry's code imports dynamically (main.tsx starts the app in steps, each its own task).
 */
export function pagePreloads(root: string): ReadonlyMap<string, string> {
  const path = join(root, '.vite', 'manifest.json')
  const preloads = new Map<string, string>()
  if (!existsSync(path)) return preloads
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest
  const atStart = staticGraph(manifest, 'index.html')
  const steps = new Set<string>()
  for (const key of atStart) {
    for (const step of manifest[key]?.dynamicImports ?? []) staticGraph(manifest, step, steps)
  }
  for (const key of atStart) steps.delete(key)
  const stepScripts = [...steps].map((k) => modulePreload(manifest[k]?.file))
  const stepStyles = stylesheets(manifest, steps)
  preloads.set('*', [...stepStyles, ...stepScripts].join('\n    '))
  for (const [key, chunk] of Object.entries(manifest)) {
    const route = pageModule.exec(key)?.[1]
    if (!route || !chunk.isDynamicEntry) continue
    const own = [...staticGraph(manifest, key)].filter((k) => !atStart.has(k) && !steps.has(k))
    const scripts = own.map((k) => modulePreload(manifest[k]?.file))
    // Styles first: the first paint waits for them, and on HTTP/1.1's six connections they would
    // otherwise wait for the dozens of chunks before them.
    preloads.set(
      `/${route}`,
      [...stepStyles, ...stylesheets(manifest, own), ...stepScripts, ...scripts].join('\n    '),
    )
  }
  // The root opens the landing page.
  const landing = preloads.get('/landing')
  if (landing) preloads.set('/', landing)
  return preloads
}
