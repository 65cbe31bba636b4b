import { createRandom } from '@huey/pbn'

/** A seeded source of choices: the same seed draws the same picture. */
export interface Rng {
  (): number
  range(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

export function rng(seed: number): Rng {
  const random = createRandom(seed)
  const self = (() => random()) as Rng
  self.range = (min, max) => min + random() * (max - min)
  self.int = (min, max) => Math.floor(min + random() * (max - min + 1))
  self.pick = (items) => items[Math.floor(random() * items.length)] as (typeof items)[number]
  self.chance = (p) => random() < p
  return self
}

/** A number of a string: variants seed their own streams by key, so two variants never share one. */
export function hashKey(key: string): number {
  let h = 2166136261
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  return h >>> 0
}
