import { type BandOptions, bandGradients, dropFiltered } from './band-gradients'
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
 * Where a Fluent Emoji drawing goes: its visible part filling a box `w` by `h` as far as its
 * proportions allow, its feet on the box's bottom, centred across, mirrored when asked. Answers
 * the drawing's body and the transform that places it.
 */
export function placement(
  name: string,
  box: { x: number; y: number; w: number; h: number },
  mirror: boolean,
  cover = MIN_COVER,
): { body: string; transform: string; scale: number } {
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
  const flip = mirror ? ` translate(${set.width} 0) scale(-1 1)` : ''
  return {
    body,
    scale,
    transform: `translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})${flip}`,
  }
}

/**
 * A Fluent Emoji drawing placed in `box` (see placement), its gradients flattened into bands.
 * Its ids take `prefix`, so they never meet another's. No clipping viewport: the drawing's own
 * margin may fall off the canvas, its subject may not.
 */
export function placeEmoji(
  name: string,
  box: { x: number; y: number; w: number; h: number },
  bands: Omit<BandOptions, 'prefix'>,
  mirror: boolean,
  prefix: string,
  cover = MIN_COVER,
): string {
  const { body, transform } = placement(name, box, mirror, cover)
  const own = body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
  return `<g transform="${transform}">${bandGradients(own, { ...bands, prefix })}</g>`
}

/**
 * The drawing's outline as clip-path content: each of its painted shapes, placed as placeEmoji
 * places it (a clip path holds shapes, not groups, so each carries the whole transform). With
 * `paint`, the shapes are painted in one colour and stroked `width` wide: drawn under the
 * silhouette's filling, they make its outline.
 */
export function silhouette(
  name: string,
  box: { x: number; y: number; w: number; h: number },
  mirror: boolean,
  cover = MIN_COVER,
  paint?: { colour: string; width: number },
): string {
  const { body, transform, scale } = placement(name, box, mirror, cover)
  const look = paint
    ? ` fill="${paint.colour}" stroke="${paint.colour}" stroke-width="${(paint.width / scale).toFixed(3)}" stroke-linejoin="round"`
    : ''
  const split = body.indexOf('<defs>')
  const drawing = dropFiltered(split < 0 ? body : body.slice(0, split), body)
  return [...drawing.matchAll(/<(path|ellipse|circle|rect)\b([^>]*?)\/>/g)]
    .filter((m) => !/\bfill="none"/.test(m[2] ?? '') && /\bfill=/.test(m[2] ?? ''))
    .map((m) => {
      const attrs = (m[2] ?? '').replace(
        /\s(fill|fill-opacity|stroke[\w-]*|opacity|clip-rule|clip-path)="[^"]*"/g,
        '',
      )
      const own = /\stransform="([^"]*)"/.exec(attrs)?.[1] ?? ''
      return `<${m[1]}${attrs.replace(/\stransform="[^"]*"/, '')}${look} transform="${transform} ${own}"/>`
    })
    .join('')
}
