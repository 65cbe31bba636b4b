import { deltaE2000, hexToRgb, rgbToCielab } from '@huey/pbn'

/** The smallest CIEDE2000 difference between any two of the colours (Infinity for fewer than two). */
export function minColourDistance(colours: readonly string[]): number {
  const lab = [...new Set(colours.map((c) => c.toLowerCase()))].map((c) =>
    rgbToCielab(...hexToRgb(c)),
  )
  let min = Number.POSITIVE_INFINITY
  for (let i = 0; i < lab.length; i++)
    for (let j = i + 1; j < lab.length; j++)
      min = Math.min(min, deltaE2000(lab[i] as number[], lab[j] as number[]))
  return min
}

/** The fill colours an SVG string names (`#rrggbb`), each once. */
export function svgColours(svg: string): string[] {
  return [
    ...new Set(
      [...svg.matchAll(/fill="(#[0-9a-fA-F]{6})"/g)].map((m) => (m[1] as string).toLowerCase()),
    ),
  ]
}
