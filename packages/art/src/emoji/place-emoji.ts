import { type BandOptions, bandGradients } from './band-gradients'
import drawings from './fluent-drawings.gen.json' with { type: 'json' }

const set = drawings as {
  width: number
  height: number
  /** The box each drawing's visible pixels fill, in its units (x0, y0, x1, y1), and the share of it they cover. */
  boxes: Record<string, readonly number[]>
  icons: Record<string, string>
}

/** The share of its box a subject covers at least, unless told (a third of the picture and some). */
const MIN_COVER = 0.8

/** The Fluent Emoji drawings the style uses (copied by scripts/pick-fluent.ts). */
export const emojiNames: ReadonlySet<string> = new Set(Object.keys(set.icons))

/**
 * A Fluent Emoji drawing with its visible part filling a box `w` by `h` as far as its proportions
 * allow, its feet on the box's bottom, centred across; its gradients flattened into `bands`
 * bands, mirrored when asked. Its ids take `prefix`, so they never meet another's.
 */
export function placeEmoji(
  name: string,
  box: { x: number; y: number; w: number; h: number },
  bands: Omit<BandOptions, 'prefix'>,
  mirror: boolean,
  prefix: string,
  cover = MIN_COVER,
): string {
  const body = set.icons[name]
  const seen = set.boxes[name]
  if (body === undefined || seen === undefined)
    throw new Error(`No Fluent Emoji drawing named ${name} was picked.`)
  const [x0, y0, x1, y1, filled] = seen as [number, number, number, number, number]
  const fit = Math.min(box.w / (x1 - x0), box.h / (y1 - y0))
  // A slender subject (a giraffe) would cover little of the picture fitted whole: it is drawn
  // larger, up to twice, its top kept in the box and its lower part running off the canvas.
  const wanted = Math.sqrt((box.w * box.h * cover) / (filled * (x1 - x0) * (y1 - y0)))
  const scale = Math.min(fit * 2, Math.max(fit, wanted))
  const left = box.x + (box.w - (x1 - x0) * scale) / 2 - (mirror ? set.width - x1 : x0) * scale
  const top = scale > fit ? box.y - y0 * scale : box.y + box.h - y1 * scale
  const own = body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
  const flat = bandGradients(own, { ...bands, prefix })
  const flip = mirror ? ` transform="translate(${set.width} 0) scale(-1 1)"` : ''
  // No clipping viewport: the drawing's own margin may fall off the canvas, its subject may not.
  return `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})"><g${flip}>${flat}</g></g>`
}
