import { hexToRgb, rgbToOklab } from '@huey/pbn'

function toLch(hex: string): { c: number; h: number } {
  const lab = new Float32Array(3)
  rgbToOklab(...hexToRgb(hex), lab, 0)
  const c = Math.hypot(lab[1] as number, lab[2] as number)
  const h = ((Math.atan2(lab[2] as number, lab[1] as number) * 180) / Math.PI + 360) % 360
  return { c, h }
}

/** Colours within this many degrees of hue (and both chromatic) are tones of one paint. */
const HUE_WINDOW = 20
const GREY = 0.03

/**
 * The picture's colours grouped into families of one hue (greys together), each family's size
 * being its number of tonal bands: light, mid-tone and shadow of one surface.
 */
export function tonalFamilies(colours: readonly string[]): number[] {
  const lch = colours.map(toLch)
  const greys = lch.filter((x) => x.c < GREY).length
  const hues = lch
    .filter((x) => x.c >= GREY)
    .map((x) => x.h)
    .sort((a, b) => a - b)
  const families: number[] = greys > 0 ? [greys] : []
  let size = 0
  let first = 0
  for (let i = 0; i < hues.length; i++) {
    if (size > 0 && (hues[i] as number) - (hues[first] as number) > HUE_WINDOW) {
      families.push(size)
      size = 0
      first = i
    }
    size++
  }
  if (size > 0) families.push(size)
  return families
}

/**
 * The share of a picture's colours that are a band of a shaded surface: colours with one to four
 * siblings of about their hue and chroma (greys with greys), so each surface has 2 to 5 tones.
 */
export function bandedShare(colours: readonly string[]): number {
  const lch = colours.map(toLch)
  let banded = 0
  for (const a of lch) {
    const siblings = lch.filter((b) => b !== a && sameSurface(a, b)).length
    if (siblings >= 1 && siblings <= 4) banded++
  }
  return colours.length === 0 ? 0 : banded / colours.length
}

function sameSurface(a: { c: number; h: number }, b: { c: number; h: number }): boolean {
  if (a.c < GREY || b.c < GREY) return a.c < GREY && b.c < GREY
  const dh = Math.abs(a.h - b.h)
  return Math.min(dh, 360 - dh) <= 12 && Math.max(a.c, b.c) / Math.min(a.c, b.c) <= 1.6
}
