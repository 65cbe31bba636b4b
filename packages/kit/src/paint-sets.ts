import { KitError } from './errors'
import acrylic12 from './paints/acrylic-12.json'
import acrylic24 from './paints/acrylic-24.json'

export interface Paint {
  readonly name: string
  /** `#rrggbb`: the paint straight from the pot, as it looks dry on white. */
  readonly hex: string
}

/** A set of paints as data; a paint's number in the set is its index + 1, and never changes. */
export interface PaintSet {
  readonly id: string
  readonly name: string
  readonly medium: string
  readonly paints: readonly Paint[]
}

/** The paint sets a kit can use, by id. */
export const paintSets: Readonly<Record<string, PaintSet>> = {
  'acrylic-12': acrylic12,
  'acrylic-24': acrylic24,
}

/**
 * The paint set with this id.
 *
 * @example
 * paintSet('acrylic-12').paints[0] // { name: 'Titanium White', hex: '#f4f3ee' }
 */
export function paintSet(id: string): PaintSet {
  const set = Object.hasOwn(paintSets, id) ? paintSets[id] : undefined
  if (!set) {
    throw new KitError(
      'unknown-paint-set',
      `Unknown paint set "${id}": choose ${Object.keys(paintSets).join(' or ')}.`,
    )
  }
  return set
}
