import { tone } from '../draw/colour'
import { ids, lightFrom } from '../draw/light'
import { hashKey, rng } from '../draw/random'
import { separateColours } from '../draw/separate'
import { ellipse, SIZE, subject, svgRoot } from '../draw/svg'
import type { Difficulty, Style, Variant } from '../types'
import { type BackdropDetail, backdrop } from './backdrops'
import { placeEmoji } from './place-emoji'
import { type EmojiSubject, emojiSubjects, type Setting } from './subjects'
import { underwater } from './underwater'

/** Bands of each gradient, the backdrop's detail and the subject's box. */
export type EmojiDetail = BackdropDetail & { readonly size: number }

const detail: EmojiDetail = { cell: 150, bands: 3, trees: 2, size: 920 }

/** One subject drawn big in its place, lit from one side, its shadow on the ground. */
export function drawEmoji(
  e: EmojiSubject,
  setting: Setting,
  d: EmojiDetail,
  key: string,
  seed: number,
): string {
  const r = rng(hashKey(key) ^ seed)
  const light = lightFrom(r.chance(0.5) ? 'left' : 'right', 0.6)
  const id = ids()
  const horizon = r.range(500, 590)
  const scenery =
    setting === 'underwater'
      ? underwater(780, d, light, r, id)
      : backdrop(setting, horizon, d, light, r, id)
  const w = d.size * r.range(0.94, 1)
  const h = d.size * r.range(0.86, 0.94)
  const box = { x: (SIZE - w) / 2 + r.range(-20, 20), y: SIZE - h - r.range(20, 40), w, h }
  // A subject drawn larger than its box runs off the bottom: no ground under it to shade.
  const shadow = ellipse(
    SIZE / 2 - light.x * 40,
    box.y + h - 10,
    w * 0.42,
    40,
    tone('#6a7a5a', -0.1),
  )
  const mirror = r.chance(0.5)
  // The light's offset in drawing units: mirrored, the drawing's x runs the other way.
  const shade = { dx: light.x * 0.7 * (mirror ? -1 : 1), dy: light.y * 0.7 }
  const drawn = placeEmoji(
    e.icon,
    box,
    { bands: d.bands, shade, darker: (hex) => tone(hex, -0.08) },
    mirror,
    'e',
    e.cover,
  )
  return separateColours(
    svgRoot(scenery + (setting === 'underwater' ? '' : shadow) + subject(drawn), '#9cc8e8'),
  )
}

function variant(e: EmojiSubject, setting: Setting, difficulty: Difficulty): Variant {
  const key = `${e.subject}-${setting}-${difficulty}`
  return {
    key,
    subject: e.subject,
    setting,
    tags: [e.subject.replace(/-/g, ' '), ...e.tags, setting.replace(/-/g, ' ')],
    difficulty,
    draw: (seed) => drawEmoji(e, setting, detail, key, seed),
  }
}

/**
 * Only easy: an emoji drawing banded comes to 50-150 regions; more bands would not reach a
 * medium picture's count without filling the backdrop, and hard is detail in the subject.
 */
const levels: readonly Difficulty[] = ['easy']

/**
 * Fluent Emoji's colour drawings drawn big, their gradients kept as bands of light, each in a
 * place of its own kind (a fox in an autumn wood, a turtle under the sea).
 */
export const emoji: Style = {
  id: 'emoji-portrait',
  category: 'animals',
  audience: 'all',
  variants: emojiSubjects.flatMap((e) =>
    e.settings.flatMap((s) => levels.map((l) => variant(e, s, l))),
  ),
}
