export type Difficulty = 'easy' | 'medium' | 'hard'

/** One distinct picture a style can draw. */
export interface Variant {
  /** Stable and unique within the style, e.g. 'fox-autumn'. */
  readonly key: string
  /** A subject key, e.g. 'fox' (the catalogue translates keys). */
  readonly subject: string
  /** Where the subject is, e.g. 'autumn-forest'. */
  readonly setting?: string
  /** English keywords. */
  readonly tags: readonly string[]
  readonly difficulty: Difficulty
  /** The picture as an SVG string, the same for the same seed. */
  draw(seed: number): string
}

export interface Style {
  /** 'landscape', 'reef', 'city', 'stained-glass', ... */
  readonly id: string
  /** The catalogue category this style suggests. */
  readonly category: string
  readonly audience: 'kids' | 'adults' | 'all'
  readonly variants: readonly Variant[]
}
