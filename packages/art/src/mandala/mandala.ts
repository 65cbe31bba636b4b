import { mix } from '../draw/colour'
import { hashKey, rng } from '../draw/random'
import { separateColours } from '../draw/separate'
import { subject, svgRoot } from '../draw/svg'
import { silhouette } from '../emoji/place-emoji'
import { type EmojiSubject, emojiSubjects } from '../emoji/subjects'
import type { Difficulty, Style, Variant } from '../types'
import { type MandalaDetail, mandala } from './rings'

const detail: Record<Exclude<Difficulty, 'hard'>, MandalaDetail> = {
  easy: { rings: 4, bands: 2, slender: 1.2 },
  medium: { rings: 7, bands: 3, slender: 1 },
}

/** Five hues a mandala, mixed to sit together. */
const palettes: Record<string, readonly string[]> = {
  jewel: ['#2f6f9f', '#c8447a', '#e8a83a', '#3f9a7a', '#7a4fa8'],
  sunset: ['#e0703a', '#f0c04a', '#b8406a', '#6a3f8a', '#e89a8a'],
  garden: ['#4f9a4a', '#e8c84a', '#d85a6a', '#5a7fc8', '#a8d070'],
  ocean: ['#1f6f8f', '#4fb0c0', '#f0d8a0', '#2f4f8f', '#e08a6a'],
}

function draw(
  e: EmojiSubject,
  palette: string,
  difficulty: Exclude<Difficulty, 'hard'>,
  key: string,
  seed: number,
): string {
  const r = rng(hashKey(key) ^ seed)
  const hues = palettes[palette] as readonly string[]
  const box = { x: 70, y: 80, w: 860, h: 860 }
  const mirror = r.chance(0.5)
  const outline = silhouette(e.icon, box, mirror, e.cover)
  // A dark line round the animal, wide enough to be a region of its own: the silhouette reads.
  const edge = silhouette(e.icon, box, mirror, e.cover, { colour: '#2f2a3a', width: 30 })
  const cx = 500 + r.range(-30, 30)
  const cy = 520 + r.range(-30, 30)
  const wash = mix(hues[0] as string, '#ffffff', 0.8)
  // Behind the animal, a paler mandala of fewer rings: a ground of the same making, set back.
  const pale = hues.map((h) => mix(h, '#ffffff', 0.62))
  const d = detail[difficulty]
  const back = mandala(
    cx,
    cy,
    760,
    { ...d, rings: Math.max(2, d.rings - 2), bands: Math.max(1, d.bands - 1) },
    pale,
    r,
  )
  const inside = mandala(cx, cy, 720, d, hues, r)
  const body = `${back}${subject(`${edge}<clipPath id="s">${outline}</clipPath><g clip-path="url(#s)">${inside}</g>`)}`
  return separateColours(svgRoot(body, wash))
}

function variant(
  e: EmojiSubject,
  palette: string,
  difficulty: Exclude<Difficulty, 'hard'>,
): Variant {
  const key = `${e.subject}-${palette}-${difficulty}`
  return {
    key,
    subject: e.subject,
    setting: palette,
    tags: ['mandala', 'zentangle', 'pattern', e.subject.replace(/-/g, ' '), ...e.tags],
    difficulty,
    draw: (seed) => draw(e, palette, difficulty, key, seed),
  }
}

/**
 * Easy and medium: at hard the rings' smallest bands fell under the cut's smallest shape and
 * merged, leaving 411-907 regions, not reliably a hard picture's 601.
 */
const levels: readonly Exclude<Difficulty, 'hard'>[] = ['easy', 'medium']
const names = Object.keys(palettes)

/** Animal silhouettes filled with a mandala of petal rings, on a paler mandala. */
export const mandalaAnimals: Style = {
  id: 'mandala-animal',
  category: 'mandalas',
  audience: 'adults',
  variants: emojiSubjects.flatMap((e, i) =>
    [names[i % names.length], names[(i + 1) % names.length]].flatMap((p) =>
      levels.map((l) => variant(e, p as string, l)),
    ),
  ),
}
