/** A colour's plain name for screen readers ("light blue", "dark red", "grey"), from its hex. */
export function colourName(hex: string): string {
  const v = Number.parseInt(hex.replace('#', '').slice(0, 6), 16)
  if (!Number.isFinite(v)) return 'colour'
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
    if (lightness < 0.12) return 'black'
    if (lightness > 0.9) return 'white'
    return lightness < 0.35 ? 'dark grey' : lightness > 0.7 ? 'light grey' : 'grey'
  }
  let hue =
    max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4
  hue = (hue * 60 + 360) % 360
  const base = hueName(hue, lightness)
  if (base === 'brown' || base === 'beige') return base
  if (lightness < 0.3) return `dark ${base}`
  if (lightness > 0.72) return `light ${base}`
  return base
}

function hueName(hue: number, lightness: number): string {
  // Dark oranges and yellows are what people call brown; pale ones, beige.
  if (hue >= 15 && hue < 50 && lightness < 0.42) return 'brown'
  if (hue >= 25 && hue < 55 && lightness > 0.8) return 'beige'
  const names: readonly [number, string][] = [
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
  return names.find(([upTo]) => hue < upTo)?.[1] ?? 'red'
}
