import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The open-licensed drawing sets the catalogue composes from (see NOTICE). */
export const iconSets = {
  /** Fluent Emoji Flat, © Microsoft Corporation, MIT. */
  fluent: '@iconify-json/fluent-emoji-flat/icons.json',
  /** Noto Emoji, © Google Inc., Apache-2.0. */
  noto: '@iconify-json/noto/icons.json',
} as const
export type IconSetName = keyof typeof iconSets

/** `fluent:fox` or `noto:fox`. */
export type IconRef = `${IconSetName}:${string}`

interface IconifyJson {
  readonly width?: number
  readonly height?: number
  readonly icons: Record<string, { body: string; width?: number; height?: number }>
  readonly aliases?: Record<string, { parent: string }>
}

export interface Icon {
  /** SVG content in the icon's own units, gradients already flat. */
  readonly body: string
  readonly width: number
  readonly height: number
}

/** Where each set's JSON is on disk: resolved where the packages are installed (worker threads get them passed). */
export function iconSetPaths(): Record<IconSetName, string> {
  const resolve = (name: string) => fileURLToPath(import.meta.resolve(name))
  return { fluent: resolve(iconSets.fluent), noto: resolve(iconSets.noto) }
}

const loaded = new Map<IconSetName, IconifyJson>()
let paths: Record<IconSetName, string> | undefined

/** Points the loader at the sets' files (a worker thread cannot resolve packages from its temp file). */
export function useIconSetPaths(given: Record<IconSetName, string>): void {
  paths = given
}

function set(name: IconSetName): IconifyJson {
  let json = loaded.get(name)
  if (!json) {
    paths ??= iconSetPaths()
    json = JSON.parse(readFileSync(paths[name], 'utf8')) as IconifyJson
    loaded.set(name, json)
  }
  return json
}

const cache = new Map<IconRef, Icon>()

/** One drawing, by reference; throws for a name the set does not have (a catalogue typo). */
export function icon(ref: IconRef): Icon {
  const hit = cache.get(ref)
  if (hit) return hit
  const [setName, name] = ref.split(':') as [IconSetName, string]
  const json = set(setName)
  const entry = json.icons[name] ?? json.icons[json.aliases?.[name]?.parent ?? '']
  if (!entry) throw new Error(`The ${setName} set has no drawing named ${name}.`)
  const made = {
    body: flattenGradients(entry.body),
    width: entry.width ?? json.width ?? 16,
    height: entry.height ?? json.height ?? 16,
  }
  cache.set(ref, made)
  return made
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0')

function parseColour(value: string): [number, number, number] | undefined {
  const v = value.trim().toLowerCase()
  if (/^#[0-9a-f]{6}$/.test(v)) {
    const n = Number.parseInt(v.slice(1), 16)
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  }
  if (/^#[0-9a-f]{3}$/.test(v)) {
    return [1, 2, 3].map((i) => Number.parseInt(`${v[i]}${v[i]}`, 16)) as [number, number, number]
  }
  if (v === 'white' || v === '#fff') return [255, 255, 255]
  if (v === 'black') return [0, 0, 0]
  return undefined
}

/**
 * Gradients become the mean of their stops: a puzzle region has one colour, so shading would
 * otherwise be cut into bands by the rasteriser's exact colours.
 */
export function flattenGradients(body: string): string {
  const means = new Map<string, string>()
  const hrefs = new Map<string, string>()
  const gradient = /<(linear|radial)Gradient\b([^>]*?)(\/>|>([\s\S]*?)<\/\1Gradient>)/g
  for (const m of body.matchAll(gradient)) {
    const attrs = m[2] ?? ''
    const id = /\bid="([^"]+)"/.exec(attrs)?.[1]
    if (!id) continue
    const href = /href="#([^"]+)"/.exec(attrs)?.[1]
    if (href) hrefs.set(id, href)
    const stops = [...(m[4] ?? '').matchAll(/stop-color="([^"]+)"/g)]
      .map((s) => parseColour(s[1] ?? ''))
      .filter((c) => c !== undefined)
    if (stops.length === 0) continue
    const mean = [0, 1, 2].map((ch) => stops.reduce((a, c) => a + c[ch], 0) / stops.length)
    means.set(id, `#${mean.map(hex2).join('')}`)
  }
  const colourOf = (id: string, depth = 0): string =>
    means.get(id) ??
    (depth < 4 && hrefs.has(id) ? colourOf(hrefs.get(id) as string, depth + 1) : '#808080')
  return body
    .replace(gradient, '')
    .replace(/="url\(#([^)]+)\)"/g, (whole, id: string) =>
      means.has(id) || hrefs.has(id) ? `="${colourOf(id)}"` : whole,
    )
}

/**
 * The drawing placed in a box of `size` (its longer side) with its top-left at (x, y), mirrored
 * when asked. Ids inside are renamed per use, so clip paths of two copies never collide.
 */
export function placeIcon(
  ref: IconRef,
  x: number,
  y: number,
  size: number,
  mirror = false,
): string {
  const { body, width, height } = icon(ref)
  const scale = size / Math.max(width, height)
  // Named by place and size: two copies in one picture never share a box, and output stays deterministic.
  const prefix = `i${Math.round(x)}_${Math.round(y)}_${Math.round(size)}${mirror ? 'm' : ''}-`
  const own = renameIds(body, prefix)
  const flip = mirror ? `translate(${width} 0) scale(-1 1)` : ''
  // A nested viewport clips the drawing to its own box: a few drawings carry shapes far outside it
  // (Noto's gorilla holds two more gorillas below), which would land on their neighbours.
  return `<svg x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${(width * scale).toFixed(2)}" height="${(height * scale).toFixed(2)}" viewBox="0 0 ${width} ${height}"><g${flip ? ` transform="${flip}"` : ''}>${own}</g></svg>`
}

/** The drawing's ids (and the references to them) with a prefix: copies never share an id. */
function renameIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
}

/**
 * The drawing as a symbol named `id`, mirrored when asked: a picture that shows one drawing a
 * hundred times writes it once and `useIcon`s it (a portrait's wallpaper was a megabyte of SVG).
 */
export function iconSymbol(ref: IconRef, id: string, mirror = false): string {
  const { body, width, height } = icon(ref)
  const flip = mirror ? ` transform="translate(${width} 0) scale(-1 1)"` : ''
  return `<symbol id="${id}" viewBox="0 0 ${width} ${height}"><g${flip}>${renameIds(body, `${id}-`)}</g></symbol>`
}

/** A copy of symbol `id` (of drawing `ref`) in a box of `size`, its top-left at (x, y), clipped to it. */
export function useIcon(id: string, ref: IconRef, x: number, y: number, size: number): string {
  const { width, height } = icon(ref)
  const scale = size / Math.max(width, height)
  return `<use href="#${id}" x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${(width * scale).toFixed(2)}" height="${(height * scale).toFixed(2)}"/>`
}
