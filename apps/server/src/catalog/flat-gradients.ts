// Gradients in art (drawings shaded the way Fluent Emoji's are) become one colour each before a
// picture is cut: a region has one paint.

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
