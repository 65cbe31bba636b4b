import type { HitTester } from './hit-index'

/** How far (CSS px) from a tap a region of the selected colour still counts as meant. */
export const TAP_REACH_PX = 10
const RING = 12

/**
 * The region a tap means. The region under the finger, when it is one the person can paint now,
 * or when the tap is on its number (a deliberate tap, which flashes if the colour is wrong);
 * otherwise one that can be painted within a fingertip's reach (a tap on a border or the edge of
 * a thin neighbour still fills the region beside it). Failing both, the region under the finger.
 */
export function tapTarget(
  hits: HitTester,
  x: number,
  y: number,
  reach: number,
  paintable: (id: number) => boolean,
  onItsNumber: (id: number) => boolean = () => false,
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
  return under
}
