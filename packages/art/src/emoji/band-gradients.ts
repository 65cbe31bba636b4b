import { type Gradient, parseGradients, sample } from './gradients'

const n3 = (v: number) => (Math.round(v * 1000) / 1000).toString()
const num = (v: string | undefined, fallback: number) =>
  v === undefined ? fallback : Number.parseFloat(v)
/** Far enough, in a drawing 32 units wide, to reach past any shape. */
const FAR = 400

export interface BandOptions {
  /** Bands each gradient becomes. */
  readonly bands: number
  /** Prefix of the clip paths made here. */
  readonly prefix: string
  /**
   * Where the light moves a flat shape's lit copy, in drawing units: a flat fill gets a shadow
   * crescent on the side away from it (our own lighting for flat parts). None: flat stays flat.
   */
  readonly shade?: { readonly dx: number; readonly dy: number }
  /** The shadow colour of a flat fill. */
  readonly darker?: (hex: string) => string
}

/**
 * A Fluent Emoji drawing with every gradient flattened into `bands` flat bands along its own axis
 * (stripes across a linear gradient's line, rings of a radial one), each shape clipped to itself:
 * the drawing keeps its shading as distinct paints. Transparent bands are left out, so a
 * highlight overlay paints only where it shows; blurred (filtered) and faint shapes are dropped.
 */
export function bandGradients(body: string, options: BandOptions): string {
  const gradients = parseGradients(body)
  const split = body.indexOf('<defs>')
  const drawing = dropFiltered(split < 0 ? body : body.slice(0, split), body)
  const defs = split < 0 ? '' : body.slice(split)
  let clip = 0
  const nextId = () => `${options.prefix}c${clip++}`
  const shapes = /<(path|ellipse|circle|rect)\b([^>]*?)\/>/g
  const out = drawing.replace(shapes, (whole, tag: string, attrs: string) =>
    shapeInBands(whole, tag, attrs, gradients, options, nextId),
  )
  const keptDefs = defs
    .replace(/<(linear|radial)Gradient\b[\s\S]*?<\/\1Gradient>/g, '')
    .replace(/<filter\b[\s\S]*?<\/filter>/g, '')
  return out + (keptDefs === '<defs></defs>' ? '' : keptDefs)
}

function shapeInBands(
  whole: string,
  tag: string,
  attrs: string,
  gradients: Map<string, Gradient>,
  options: BandOptions,
  nextId: () => string,
): string {
  if (faint(attrs)) return ''
  const stroke = /\bstroke="url\(#([^)]+)\)"/.exec(attrs)?.[1]
  let shape = whole
  if (stroke) {
    const g = gradients.get(stroke)
    const mid = g ? sample(g, 0.5) : undefined
    if (!mid || mid.alpha < 0.5) return ''
    shape = shape.replace(`stroke="url(#${stroke})"`, `stroke="${mid.hex}"`)
  }
  const outline = `<${tag}${attrs.replace(/\s(fill|fill-opacity|stroke|stroke-width|opacity|clip-rule)="[^"]*"/g, '').replace(/fill-rule=/, 'clip-rule=')}/>`
  const fill = /\bfill="url\(#([^)]+)\)"/.exec(attrs)?.[1]
  if (!fill) {
    const flat = /\bfill="(#[0-9a-fA-F]{6})"/.exec(attrs)?.[1]
    if (!flat || !options.shade || !options.darker) return shape
    const id = nextId()
    const { dx, dy } = options.shade
    const lit = `<g transform="translate(${n3(dx)} ${n3(dy)})">${outline.replace(`<${tag}`, `<${tag} fill="${flat}"`)}</g>`
    return `<clipPath id="${id}">${outline}</clipPath>${outline.replace(`<${tag}`, `<${tag} fill="${options.darker(flat)}"`)}<g clip-path="url(#${id})">${lit}</g>`
  }
  const g = gradients.get(fill)
  if (!g) return ''
  const painted =
    g.kind === 'linear' ? linearBands(g, options.bands) : radialBands(g, options.bands)
  if (!painted) return ''
  const id = nextId()
  const transform = g.attrs.gradientTransform ? ` transform="${g.attrs.gradientTransform}"` : ''
  return `<clipPath id="${id}">${outline}</clipPath><g clip-path="url(#${id})"><g${transform}>${painted}</g></g>`
}

/** Shapes a painter would not see as an area of their own: mostly transparent ones. */
function faint(attrs: string): boolean {
  const op = (name: string) => Number(new RegExp(`\\s${name}="([^"]+)"`).exec(attrs)?.[1] ?? 1)
  return op('opacity') * op('fill-opacity') < 0.5 || /\sfilter=/.test(attrs)
}

/**
 * The drawing without its blurred groups (soft glows and shines: no edge to paint to). Groups
 * under an inner or drop shadow keep their shapes, the shadow left out.
 */
export function dropFiltered(body: string, whole: string): string {
  const shadowed = new Set(
    [...whole.matchAll(/<filter\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/filter>/g)]
      .filter((m) => /hardAlpha|feOffset/.test(m[2] ?? ''))
      .map((m) => m[1] as string),
  )
  let out = body
  for (let guard = 0; guard < 500; guard++) {
    const open = /<g\b[^>]*\sfilter="url\(#([^)]+)\)"[^>]*>/.exec(out)
    if (!open) break
    const start = open.index
    if (shadowed.has(open[1] as string)) {
      out = out.slice(0, start) + out.slice(start).replace(/\sfilter="[^"]*"/, '')
      continue
    }
    let depth = 0
    const tags = /<g\b[^>]*?(\/?)>|<\/g>/g
    tags.lastIndex = start
    let end = out.length
    for (let m = tags.exec(out); m; m = tags.exec(out)) {
      if (m[0] === '</g>') depth--
      else if (m[1] !== '/') depth++
      if (depth === 0) {
        end = m.index + m[0].length
        break
      }
    }
    out = out.slice(0, start) + out.slice(end)
  }
  return out
}

function linearBands(g: Gradient, bands: number): string {
  const x1 = num(g.attrs.x1, 0)
  const y1 = num(g.attrs.y1, 0)
  const x2 = num(g.attrs.x2, 1)
  const y2 = num(g.attrs.y2, 0)
  const dx = x2 - x1
  const dy = y2 - y1
  const len = Math.hypot(dx, dy) || 1
  const px = (-dy / len) * FAR
  const py = (dx / len) * FAR
  const far = FAR / len
  let out = ''
  for (let k = 0; k < bands; k++) {
    const { hex, alpha } = sample(g, (k + 0.5) / bands)
    if (alpha < 0.5) continue
    const t0 = k === 0 ? -far : k / bands
    const t1 = k === bands - 1 ? 1 + far : (k + 1) / bands
    const at = (t: number, s: number) => `${n3(x1 + dx * t + px * s)} ${n3(y1 + dy * t + py * s)}`
    out += `<path d="M${at(t0, -1)}L${at(t1, -1)}L${at(t1, 1)}L${at(t0, 1)}Z" fill="${hex}"/>`
  }
  return out
}

const circle = (cx: number, cy: number, r: number) =>
  `M${n3(cx - r)} ${n3(cy)}a${n3(r)} ${n3(r)} 0 1 0 ${n3(2 * r)} 0a${n3(r)} ${n3(r)} 0 1 0 ${n3(-2 * r)} 0Z`

/** Rings of a radial gradient, each an annulus of its own, so a transparent ring stays open. */
function radialBands(g: Gradient, bands: number): string {
  const cx = num(g.attrs.cx, 0)
  const cy = num(g.attrs.cy, 0)
  const r = num(g.attrs.r, 1)
  const fx = num(g.attrs.fx, cx)
  const fy = num(g.attrs.fy, cy)
  // Inner rings lean towards the focal point, as the gradient's own do.
  const ring = (k: number) => {
    const t = k / bands
    return circle(fx + (cx - fx) * t, fy + (cy - fy) * t, r * t)
  }
  let out = ''
  for (let k = 0; k < bands; k++) {
    const { hex, alpha } = sample(g, (k + 0.5) / bands)
    if (alpha < 0.5) continue
    const outer =
      k === bands - 1
        ? `M${n3(cx - FAR)} ${n3(cy - FAR)}h${FAR * 2}v${FAR * 2}h${-FAR * 2}Z`
        : ring(k + 1)
    const inner = k === 0 ? '' : ring(k)
    out += `<path d="${outer}${inner}" fill="${hex}" fill-rule="evenodd"/>`
  }
  return out
}
