import { deltaE2000, hexToRgb, rgbToCielab } from '@huey/pbn'
import { lch, toLch } from './colour'

/** Two paints of one picture are at least this far apart (CIEDE2000): a painter tells them apart. */
export const MIN_DISTANCE = 4.5

/**
 * Every fill of the drawing kept at least MIN_DISTANCE from every other: a colour too close to
 * one met earlier is moved in lightness (the smallest step that clears all), else joined to it.
 */
export function separateColours(svg: string): string {
  const seen: { hex: string; lab: number[] }[] = []
  const moved = new Map<string, string>()
  const far = (lab: number[]) => seen.every((s) => deltaE2000(s.lab, lab) >= MIN_DISTANCE)
  for (const m of svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{6})"/g)) {
    const hex = (m[1] as string).toLowerCase()
    if (moved.has(hex)) continue
    const labOf = (h: string) => rgbToCielab(...hexToRgb(h))
    let chosen = hex
    if (!far(labOf(hex))) {
      const { l, c, h } = toLch(hex)
      chosen = nearestSeen(seen, labOf(hex))
      for (let k = 1; k <= 12; k++) {
        const up = lch(l + k * 0.012, c, h)
        const down = lch(l - k * 0.012, c, h)
        if (far(labOf(down))) {
          chosen = down
          break
        }
        if (far(labOf(up))) {
          chosen = up
          break
        }
      }
    }
    moved.set(hex, chosen)
    if (!seen.some((s) => s.hex === chosen)) seen.push({ hex: chosen, lab: labOf(chosen) })
  }
  return svg.replace(
    /(fill|stroke)="(#[0-9a-fA-F]{6})"/g,
    (_, attr: string, h: string) => `${attr}="${moved.get(h.toLowerCase())}"`,
  )
}

function nearestSeen(seen: { hex: string; lab: number[] }[], lab: number[]): string {
  let best = seen[0] as { hex: string; lab: number[] }
  for (const s of seen) if (deltaE2000(s.lab, lab) < deltaE2000(best.lab, lab)) best = s
  return best.hex
}
