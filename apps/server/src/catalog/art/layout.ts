import { type IconRef, placeIcon } from './icons'
import { type Kit, SIZE } from './kit'

/** Where a subject belongs in a scene. */
export type Zone = 'ground' | 'sky' | 'water' | 'table'

/** A band of the picture where subjects of a zone stand, top to bottom. */
export interface Band {
  readonly top: number
  readonly bottom: number
  /** Subject size at the band's top (far) and bottom (near). */
  readonly far: number
  readonly near: number
}

interface Box {
  readonly x: number
  readonly y: number
  readonly size: number
}

const overlaps = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.size + gap &&
  b.x < a.x + a.size + gap &&
  a.y < b.y + b.size + gap &&
  b.y < a.y + a.size + gap

/**
 * Places subjects in their bands: each stands on a ground line (its box's bottom) somewhere in its
 * band, bigger the nearer it is (times its own scale: small things among the subjects), and never
 * overlaps another. Far subjects are drawn first. A subject with no room left after many tries is
 * left out rather than squeezed in.
 */
export function layOut(
  k: Kit,
  subjects: readonly { ref: IconRef; zone: Zone; scale?: number }[],
  bands: Partial<Record<Zone, Band>>,
  taken: readonly Box[] = [],
): string {
  const placed: (Box & { ref: IconRef; mirror: boolean })[] = []
  const all: Box[] = [...taken]
  for (const s of subjects) {
    const band = bands[s.zone]
    if (!band) continue
    for (let attempt = 0; attempt < 60; attempt++) {
      // Later attempts drift nearer the viewer's side of the band, where there is more room.
      const depth = k.random()
      const ground = band.top + (band.bottom - band.top) * depth
      const size =
        (band.far + (band.near - band.far) * depth * (1 - attempt / 120)) * (s.scale ?? 1)
      const box = { x: k.range(10, SIZE - size - 10), y: ground - size, size }
      if (box.y < 0 || all.some((o) => overlaps(box, o, 6))) continue
      placed.push({ ...box, ref: s.ref, mirror: k.random() < 0.5 })
      all.push(box)
      break
    }
  }
  return placed
    .sort((a, b) => a.y + a.size - (b.y + b.size))
    .map((p) => placeIcon(p.ref, p.x, p.y, p.size, p.mirror))
    .join('')
}

/** A row of subjects on one line (a table top, a shelf), spaced evenly with their sizes varied. */
export function inRow(k: Kit, refs: readonly IconRef[], line: number, size: number): string {
  const slot = SIZE / refs.length
  return refs
    .map((ref, i) => {
      const s = Math.min(slot * 0.92, size * k.range(0.8, 1))
      return placeIcon(ref, slot * i + (slot - s) / 2, line - s, s)
    })
    .join('')
}
