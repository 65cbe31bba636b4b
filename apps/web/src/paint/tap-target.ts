import { type Box, boxDistance, type HitTester } from './hit-index'

/** How far (CSS px) from a tap a region of the selected colour still counts as meant. */
export const TAP_REACH_PX = 10
/** How far (CSS px) a tap reaches for a region smaller than a fingertip. */
export const TINY_REACH_PX = 16
/** A region whose bounding box is smaller than this on screen (CSS px) is smaller than a fingertip. */
export const FINGERTIP_PX = 24
const RING = 12

/**
 * The region a tap means. The region under the finger, when it is one the person can paint now,
 * or when the tap is on its number (a deliberate tap, which flashes if the colour is wrong);
 * otherwise one that can be painted within a fingertip's reach (a tap on a border or the edge of
 * a thin neighbour still fills the region beside it); otherwise, from `tiny`, a paintable region
 * too small for a fingertip a little further away. Failing all, the region under the finger.
 */
export function tapTarget(
  hits: HitTester,
  x: number,
  y: number,
  reach: number,
  paintable: (id: number) => boolean,
  onItsNumber: (id: number) => boolean = () => false,
  tiny: () => number | undefined = () => undefined,
): number | undefined {
  const under = hits.regionAt(x, y)
  if (under !== undefined && (paintable(under) || onItsNumber(under))) return under
  for (const r of [reach / 2, reach]) {
    for (let i = 0; i < RING; i++) {
      const a = (i / RING) * Math.PI * 2
      const id = hits.regionAt(x + Math.cos(a) * r, y + Math.sin(a) * r)
      if (id !== undefined && paintable(id)) return id
    }
  }
  return tiny() ?? under
}

/**
 * The nearest paintable region smaller than `fingertip` (puzzle units across its box) whose box
 * comes within `reach` of the point: a speck a finger cannot hit on its own.
 */
export function nearestTiny(
  hits: HitTester,
  boxes: ReadonlyMap<number, Box>,
  x: number,
  y: number,
  reach: number,
  fingertip: number,
  paintable: (id: number) => boolean,
): number | undefined {
  let best: { id: number; d: number } | undefined
  for (const id of hits.regionsNear(x, y, reach)) {
    const b = boxes.get(id)
    if (!b || !paintable(id)) continue
    if (Math.max(b.maxX - b.minX, b.maxY - b.minY) >= fingertip) continue
    const d = boxDistance(b, x, y)
    if (!best || d < best.d) best = { id, d }
  }
  return best?.id
}
