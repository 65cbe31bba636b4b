/** Random but repeatable input for the fuzz tests: a failing body can be found again from its seed. */
export interface Fuzzer {
  random(): number
  pick<T>(xs: readonly T[]): T
  /** Bodies of the shapes that break parsers: random keys, a bare value, cut-off JSON, random bytes. */
  bodies(keys: readonly string[], values: readonly unknown[], truncated: string): (() => string)[]
}

/** Values that have broken validators somewhere: wrong types, extremes, injections, NUL. */
export const hostileValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  'x',
  'é'.repeat(300),
  [],
  {},
  { $ne: null },
  '\u0000',
]

export function fuzzer(seed: number): Fuzzer {
  let state = seed
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T
  return {
    random,
    pick,
    bodies: (keys, values, truncated) => [
      () =>
        JSON.stringify(
          Object.fromEntries(keys.filter(() => random() < 0.5).map((k) => [k, pick(values)])),
        ),
      () => JSON.stringify(pick(values)),
      () => truncated,
      () =>
        Buffer.from(Array.from({ length: 40 }, () => Math.floor(random() * 256))).toString(
          'latin1',
        ),
    ],
  }
}
