import { DX, DY, type EdgeGrid, edgeRegion, isJunction, leftOf } from './edges'

/**
 * Every region's outline rings, back to back in one typed buffer (JS arrays of them would take
 * several times the memory and keep the garbage collector busy): ring i is
 * corners[ringStart[i]..ringStart[i + 1]), and belongs to region ringRegion[i].
 */
export interface Rings {
  readonly corners: Int32Array
  readonly ringStart: readonly number[]
  readonly ringRegion: readonly number[]
}

/**
 * Walks every border ring, keeping its corners where it turns or where regions meet. Consumes the
 * grid's edges. The corners start in what `scratch` has left after the edges, when that is room
 * for a corner every four pixels.
 */
export function walkRings(g: EdgeGrid, scratch?: ArrayBuffer): Rings {
  const { edges, cw } = g
  const room = Math.max(1024, (g.width * g.height) >> 2)
  // After the edges, on a 4-byte boundary.
  const offset = (edges.byteLength + 3) & ~3
  let corners =
    scratch && edges.buffer === scratch && scratch.byteLength >= offset + room * 4
      ? new Int32Array(scratch, offset, (scratch.byteLength - offset) >> 2)
      : new Int32Array(room)
  let used = 0
  const ringStart: number[] = []
  const ringRegion: number[] = []
  const keep = (c: number) => {
    if (used === corners.length) {
      const grown = new Int32Array(corners.length * 2)
      grown.set(corners)
      corners = grown
    }
    corners[used++] = c
  }
  // Edges in order of (corner, direction); most corners have none, and are passed in one look.
  for (let c0 = 0; c0 < edges.length; c0++) {
    for (let d0 = 0; d0 < 4 && edges[c0] !== 0; d0++) {
      if (((edges[c0] as number) & (1 << d0)) === 0) continue
      const r = edgeRegion(g, (c0 << 2) | d0)
      ringStart.push(used)
      ringRegion.push(r)
      let c = c0
      let dir = d0
      let prevDir = -1
      for (;;) {
        edges[c] = (edges[c] as number) & ~(1 << dir)
        if (dir !== prevDir || isJunction(g, c)) keep(c)
        prevDir = dir
        const next = c + (DY[dir] as number) * cw + (DX[dir] as number)
        const x = next % cw
        const y = (next - x) / cw
        const bits = edges[next] as number
        let found = -1
        // Turn left, go straight or turn right, in that order.
        for (let k = 0; k < 3; k++) {
          const d = (dir + (k === 0 ? 3 : k - 1)) & 3
          if ((bits & (1 << d)) !== 0 && leftOf(g, x, y, d) === r) {
            found = d
            break
          }
        }
        if (found < 0) break
        c = next
        dir = found
      }
    }
  }
  ringStart.push(used)
  return { corners, ringStart, ringRegion }
}

/**
 * The rings grouped by region, each region's in the order they were found: region r's rings are
 * order[first[r]..first[r + 1]).
 */
export function ringsByRegion(
  ringRegion: readonly number[],
  count: number,
): { first: Int32Array; order: Int32Array } {
  const first = new Int32Array(count + 1)
  for (const r of ringRegion) first[r + 1] = (first[r + 1] as number) + 1
  for (let r = 0; r < count; r++) first[r + 1] = (first[r + 1] as number) + (first[r] as number)
  const fill = first.slice(0, count)
  const order = new Int32Array(ringRegion.length)
  for (let i = 0; i < ringRegion.length; i++) {
    const r = ringRegion[i] as number
    order[fill[r] as number] = i
    fill[r] = (fill[r] as number) + 1
  }
  return { first, order }
}
