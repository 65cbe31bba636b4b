import { hashKey, rng } from '../draw/random'
import { separateColours } from '../draw/separate'
import { svgRoot } from '../draw/svg'
import type { Difficulty, Style, Variant } from '../types'
import { type Composition, composeLandscape } from './compose'
import { landscapeDetail } from './detail'
import { times } from './times'

/**
 * The compositions and the difficulties each reaches: a hard landscape would need detail the
 * scenery has not yet got, so none is offered rather than one made of repeated trees.
 */
const compositions: readonly {
  key: Composition
  tags: readonly string[]
  levels: readonly Difficulty[]
}[] = [
  {
    key: 'mountain-lake',
    tags: ['mountains', 'lake', 'reflection', 'forest'],
    levels: ['easy', 'medium'],
  },
  {
    key: 'alpine-meadow',
    tags: ['mountains', 'meadow', 'alps', 'trees'],
    levels: ['easy', 'medium'],
  },
  {
    key: 'forest-hills',
    tags: ['hills', 'forest', 'trees', 'countryside'],
    levels: ['easy', 'medium'],
  },
]

function variant(
  c: (typeof compositions)[number],
  t: (typeof times)[number],
  difficulty: Difficulty,
): Variant {
  const key = `${c.key}-${t.key}-${difficulty}`
  return {
    key,
    subject: c.key,
    setting: t.key,
    tags: ['landscape', 'nature', ...c.tags, ...t.tags],
    difficulty,
    draw(seed) {
      const r = rng(hashKey(key) ^ seed)
      return separateColours(
        svgRoot(composeLandscape(c.key, t, landscapeDetail[difficulty], r), t.sky[0] as string),
      )
    },
  }
}

/** Landscapes: layered ranges fading into haze, lakes with reflections, sunsets with rays, forests. */
export const landscape: Style = {
  id: 'landscape',
  category: 'landscapes',
  audience: 'all',
  variants: compositions.flatMap((c) =>
    times.flatMap((t) => c.levels.map((d) => variant(c, t, d))),
  ),
}
