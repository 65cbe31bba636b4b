import type { SettingKind } from './backgrounds'
import type { IconRef } from './icons'
import type { Kit } from './kit'
import type { Zone } from './layout'

/** A small drawing that belongs in a setting: where it stands there. */
interface Thing {
  readonly ref: IconRef
  readonly zone: Zone
}

const on = (zone: Zone, names: string): Thing[] =>
  names.split(' ').map((name) => ({ ref: `noto:${name}` as IconRef, zone }))

/**
 * What else lives in each setting: a busy picture fills its ground and sky with these, drawn small,
 * so its detail is in drawings to paint, not in a background cut into tiny cells.
 */
const things: Record<SettingKind, readonly Thing[]> = {
  meadow: [
    ...on(
      'ground',
      'tulip sunflower blossom hibiscus white-flower mushroom snail lady-beetle seedling herb four-leaf-clover rock',
    ),
    ...on('sky', 'butterfly honeybee bird dove'),
  ],
  savanna: [
    ...on('ground', 'deciduous-tree palm-tree rock herb cactus sunflower seedling'),
    ...on('sky', 'eagle bird'),
  ],
  forest: [
    ...on(
      'ground',
      'evergreen-tree deciduous-tree mushroom fallen-leaf maple-leaf chestnut herb snail rock seedling',
    ),
    ...on('sky', 'owl bird butterfly'),
  ],
  snow: [
    ...on('ground', 'evergreen-tree christmas-tree snowman rock wrapped-gift house'),
    ...on('sky', 'snowflake dove'),
  ],
  sea: on(
    'water',
    'fish tropical-fish blowfish crab spiral-shell oyster jellyfish shrimp lobster squid coral',
  ),
  beach: [
    ...on('ground', 'spiral-shell crab palm-tree umbrella-on-ground rock coral'),
    ...on('sky', 'bird dove kite balloon'),
  ],
  sky: on('sky', 'bird dove balloon kite cloud butterfly small-airplane parachute'),
  space: on(
    'sky',
    'glowing-star star comet shooting-star ringed-planet satellite crescent-moon rocket flying-saucer',
  ),
  garden: [
    ...on(
      'ground',
      'tulip sunflower rose hibiscus blossom potted-plant seedling herb snail lady-beetle mushroom',
    ),
    ...on('sky', 'butterfly honeybee bird'),
  ],
  table: on(
    'ground',
    'cherries strawberry grapes lemon tangerine cookie candy lollipop doughnut red-apple pear',
  ),
  street: [
    ...on('ground', 'deciduous-tree evergreen-tree bicycle automobile taxi potted-plant fountain'),
    ...on('sky', 'bird dove balloon'),
  ],
  night: [
    ...on('ground', 'evergreen-tree house hut deciduous-tree christmas-tree'),
    ...on('sky', 'glowing-star star crescent-moon shooting-star'),
  ],
}

/** `n` small things of the setting, each drawn at its own fraction of a subject's size. */
export function settingThings(
  k: Kit,
  kind: SettingKind,
  n: number,
): { ref: IconRef; zone: Zone; scale: number }[] {
  const pool = things[kind]
  return Array.from({ length: n }, () => ({ ...k.pick(pool), scale: k.range(0.42, 0.62) }))
}
