import { mix, tone } from '../draw/colour'
import { rolling } from '../draw/facets'
import { hashKey, type Rng, rng } from '../draw/random'
import { separateColours } from '../draw/separate'
import { n1, type Point, path, polygon, SIZE, subject, svgRoot } from '../draw/svg'
import { splitCells, voronoi } from '../draw/voronoi'
import { placeEmoji } from '../emoji/place-emoji'
import { type EmojiSubject, emojiSubjects } from '../emoji/subjects'
import type { Difficulty, Style, Variant } from '../types'

/** Glass pieces' size and the lead's width by difficulty: hard is more, smaller pieces. */
const detail: Record<
  Exclude<Difficulty, 'hard'>,
  { cell: number; split: number; lead: number; bands: number }
> = {
  easy: { cell: 150, split: 0.2, lead: 22, bands: 2 },
  medium: { cell: 62, split: 0.4, lead: 16, bands: 3 },
}

const LEAD = '#34343c'

/** Background glass: five colours a window, around a hue family: no colour owns a quarter of the pieces. */
const glasses: readonly (readonly string[])[] = [
  ['#3b6fb6', '#5b8fd0', '#86b3e3', '#2f5a9a', '#6a9ac0'],
  ['#d9a03a', '#e8c060', '#b87a2a', '#f0d890', '#c88a48'],
  ['#4f9a6a', '#79b86a', '#2f7a5a', '#a0c888', '#5a8a48'],
  ['#8a5aa8', '#b07cc8', '#5f3f88', '#c8a0d8', '#7a6ab8'],
  ['#c8504a', '#e07a5a', '#9a3a4a', '#f0a080', '#b8605a'],
]

type Frame = 'arch' | 'round' | 'square'
const frames: readonly Frame[] = ['arch', 'round', 'square']

/** The window's opening: an arch, a rose window or a square pane. */
function opening(frame: Frame, m: number): string {
  if (frame === 'round')
    return `M${500 - (500 - m)} 500a${500 - m} ${500 - m} 0 1 0 ${2 * (500 - m)} 0a${500 - m} ${500 - m} 0 1 0 ${-2 * (500 - m)} 0Z`
  if (frame === 'square')
    return polygon([
      [m, m],
      [SIZE - m, m],
      [SIZE - m, SIZE - m],
      [m, SIZE - m],
    ])
  const w = SIZE - 2 * m
  return `M${m} ${SIZE - m}V${n1(m + w / 2)}A${n1(w / 2)} ${n1(w / 2)} 0 0 1 ${SIZE - m} ${n1(m + w / 2)}V${SIZE - m}Z`
}

/** Sunburst glass behind the subject: wedges of uneven width in the window's colours. */
function sunburst(colours: readonly string[], r: Rng): string {
  let out = path(
    polygon([
      [0, 0],
      [SIZE, 0],
      [SIZE, SIZE],
      [0, SIZE],
    ]),
    colours[0] as string,
  )
  let a = r.range(0, 0.5)
  let k = 1
  while (a < Math.PI * 2 - 0.2) {
    const w = r.range(0.25, 0.6)
    const far = 900
    const at = (ang: number): Point => [500 + Math.cos(ang) * far, 430 + Math.sin(ang) * far]
    out += path(polygon([[500, 430], at(a), at(a + w)]), colours[k % colours.length] as string)
    a += w
    k++
  }
  return out
}

/**
 * The lead: the outlines of glass pieces whose size swells and shrinks across the window (broad
 * over the subject, so its face stays whole, smaller towards the edges, unevenly), some pieces cut again by a chord, so pieces
 * come in many sizes and shapes, never a tiling of one.
 */
function leads(d: { cell: number; split: number }, r: Rng): { net: string; alternate: string } {
  const waves = rolling(r, 0.08)
  const spacing = (x: number, y: number) =>
    d.cell * (1.5 - Math.hypot(x - 500, y - 480) / 900 + waves(x, y))
  const cells = splitCells(voronoi({ x: 0, y: 0, w: SIZE, h: SIZE }, spacing, r), d.split, r)
  // Every other piece (by chance) is cut from a darker sheet of its glass: two tones a colour.
  const alternate = cells.filter(() => r.chance(0.5))
  return {
    net: cells.map((c) => polygon(c)).join(''),
    alternate: alternate.map((c) => polygon(c)).join(''),
  }
}

/** The glass again, each colour a shade darker and the drawing's ids renamed, for the darker pieces. */
const darker = (glass: string) =>
  glass
    .replace(/fill="(#[0-9a-fA-F]{6})"/g, (_, hex: string) => `fill="${tone(hex, -0.06)}"`)
    .replace(/id="e/g, 'id="f')
    .replace(/url\(#e/g, 'url(#f')

function draw(
  e: EmojiSubject,
  frame: Frame,
  difficulty: (typeof levels)[number],
  key: string,
  seed: number,
): string {
  const r = rng(hashKey(key) ^ seed)
  const d = detail[difficulty]
  const colours = r.pick(glasses)
  const margin = 40
  const window = opening(frame, margin)
  const box = { x: 110, y: frame === 'round' ? 150 : 170, w: 780, h: frame === 'round' ? 700 : 760 }
  const drawn = placeEmoji(e.icon, box, { bands: d.bands }, r.chance(0.5), 'e', e.cover)
  const { net, alternate } = leads(d, r)
  const stone = mix(colours[0] as string, '#8a8580', 0.75)
  const burst = sunburst(colours, r)
  const body =
    `<clipPath id="w"><path d="${window}"/></clipPath><g clip-path="url(#w)">${burst}${subject(drawn)}` +
    `<clipPath id="a"><path d="${alternate}"/></clipPath><g clip-path="url(#a)">${darker(burst + drawn)}</g>` +
    `<path d="${net}" fill="none" stroke="${LEAD}" stroke-width="${d.lead}" stroke-linejoin="round"/></g>` +
    `<path d="${window}" fill="none" stroke="${LEAD}" stroke-width="${d.lead * 1.6}"/>`
  return separateColours(
    svgRoot(body, tone(stone, 0.05)).replace('<rect ', `<rect fill-rule="nonzero" `),
  )
}

function variant(e: EmojiSubject, frame: Frame, difficulty: (typeof levels)[number]): Variant {
  const key = `${e.subject}-${frame}-${difficulty}`
  return {
    key,
    subject: e.subject,
    setting: `${frame}-window`,
    tags: ['stained glass', 'window', e.subject.replace(/-/g, ' '), ...e.tags],
    difficulty,
    draw: (seed) => draw(e, frame, difficulty, key, seed),
  }
}

/**
 * Easy and medium: a hard window's hundreds of small pieces came out alike in size and shape
 * (half of them repeated small shapes), which is tedium, not detail.
 */
const levels = ['easy', 'medium'] as const

/** Stained glass: a subject's colour zones and a sunburst behind it, cut by lead into glass pieces. */
export const stainedGlass: Style = {
  id: 'stained-glass',
  category: 'stained-glass',
  audience: 'adults',
  variants: emojiSubjects.flatMap((e, i) =>
    levels.map((l) => variant(e, frames[i % frames.length] as Frame, l)),
  ),
}
