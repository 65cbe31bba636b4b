/** The colour words a swatch's spoken name is made of (each a key of `colouring.colourNames`). */
export type Hue =
  | 'red'
  | 'orange'
  | 'yellow'
  | 'lime'
  | 'green'
  | 'teal'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'beige'
  | 'black'
  | 'white'
  | 'grey'

export interface ColourName {
  readonly hue: Hue
  /** "light blue", "dark red"; none for the mid tones and for brown, beige, black and white. */
  readonly shade: 'light' | 'dark' | null
}

const HUES: readonly [number, Hue][] = [
  [12, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [80, 'lime'],
  [160, 'green'],
  [190, 'teal'],
  [250, 'blue'],
  [310, 'purple'],
  [345, 'pink'],
  [360, 'red'],
]

/** A colour's plain name for screen readers ("light blue", "dark red", "grey"), from its hex. */
export function colourName(hex: string): ColourName {
  const v = Number.parseInt(hex.replace('#', '').slice(0, 6), 16)
  if (!Number.isFinite(v)) return { hue: 'grey', shade: null }
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const lightness = (max + min) / 2
  const chroma = max - min
  if (chroma < 0.08 || (lightness > 0.93 && chroma < 0.2)) {
    if (lightness < 0.12) return { hue: 'black', shade: null }
    if (lightness > 0.9) return { hue: 'white', shade: null }
    return { hue: 'grey', shade: lightness < 0.35 ? 'dark' : lightness > 0.7 ? 'light' : null }
  }
  let hue =
    max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4
  hue = (hue * 60 + 360) % 360
  // Dark oranges and yellows are what people call brown; pale ones, beige.
  if (hue >= 15 && hue < 50 && lightness < 0.42) return { hue: 'brown', shade: null }
  if (hue >= 25 && hue < 55 && lightness > 0.8) return { hue: 'beige', shade: null }
  const name = HUES.find(([upTo]) => hue < upTo)?.[1] ?? 'red'
  return { hue: name, shade: lightness < 0.3 ? 'dark' : lightness > 0.72 ? 'light' : null }
}
