import { createRandom } from '../random'

/**
 * Seeds for the regions worth cutting (at least twice `cellArea`): on a jittered grid of squares
 * `cellArea` big, one per region and square, at the pixel nearest the square's jittered centre
 * where a label fits. Searching the whole square, not only its centre, seeds the narrow arms and
 * ragged edges of a region too, so cells stay about `cellArea` everywhere.
 */
export function pickSeeds(
  labels: Int32Array,
  count: number,
  areas: Int32Array,
  distance: Float32Array,
  width: number,
  height: number,
  options: { readonly cellArea: number; readonly minRadius: number; readonly seed?: number },
): number[][] {
  const spacing = Math.sqrt(options.cellArea)
  const random = createRandom(options.seed ?? 1)
  const ox = random() * spacing
  const oy = random() * spacing
  const cols = Math.ceil((width + spacing) / spacing)
  const rows = Math.ceil((height + spacing) / spacing)
  const centreX = new Float32Array(cols * rows)
  const centreY = new Float32Array(cols * rows)
  for (let g = 0; g < cols * rows; g++) {
    centreX[g] = ((g % cols) + 0.5 + (random() - 0.5) * 0.6) * spacing - ox
    centreY[g] = (Math.floor(g / cols) + 0.5 + (random() - 0.5) * 0.6) * spacing - oy
  }
  // Keyed by region and square; a Map keeps the first-seen order, so seeding is deterministic.
  const best = new Map<number, number>()
  const nearest = new Map<number, number>()
  for (let y = 0, p = 0; y < height; y++) {
    const gy = Math.floor((y + oy) / spacing) * cols
    for (let x = 0; x < width; x++, p++) {
      if ((distance[p] as number) < options.minRadius) continue
      const r = labels[p] as number
      if ((areas[r] as number) < 2 * options.cellArea) continue
      const g = gy + Math.floor((x + ox) / spacing)
      const dx = x - (centreX[g] as number)
      const dy = y - (centreY[g] as number)
      const d = dx * dx + dy * dy
      const key = r * cols * rows + g
      if (d < (nearest.get(key) ?? Number.POSITIVE_INFINITY)) {
        nearest.set(key, d)
        best.set(key, p)
      }
    }
  }
  // Two seeds closer than this would make a sliver of a cell, only to be joined away again.
  const gap2 = (0.7 * spacing) ** 2
  const squares = cols * rows
  const kept = new Map<number, number>()
  const seedsOf: number[][] = Array.from({ length: count }, () => [])
  for (const [key, p] of best) {
    const r = Math.floor(key / squares)
    const g = key - r * squares
    const x = p % width
    const y = (p - x) / width
    let near = false
    for (let dy = -1; dy <= 1 && !near; dy++) {
      for (let dx = -1; dx <= 1 && !near; dx++) {
        const column = (g % cols) + dx
        const row = Math.floor(g / cols) + dy
        if (dx === 0 && dy === 0) continue
        if (column < 0 || column >= cols || row < 0 || row >= rows) continue
        const q = kept.get(key + dy * cols + dx)
        if (q === undefined) continue
        const qx = q % width
        near = (qx - x) ** 2 + ((q - qx) / width - y) ** 2 < gap2
      }
    }
    if (near) continue
    kept.set(key, p)
    ;(seedsOf[r] as number[]).push(p)
  }
  return seedsOf
}
