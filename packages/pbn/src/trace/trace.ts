import { simplifyPolyline, smoothPolyline } from './simplify'

export interface TraceOptions {
  /** How far (px) a simplified border may stray from the pixel edges. */
  readonly tolerance?: number
  /** Rounds of corner cutting after simplification. */
  readonly smoothing?: number
}

// Directions along grid edges: east, south, west, north.
const DX = [1, 0, -1, 0]
const DY = [0, 1, 0, -1]

/**
 * Region outlines as SVG path data (evenodd). Borders are traced on pixel edges, cut at the corners
 * where three or more regions meet, and each piece is simplified and smoothed in one canonical
 * direction: the two regions on either side of a border get exactly the same line, so filled
 * neighbours meet without gaps or overlaps. Holes come out as extra rings of the same path.
 *
 * @example
 * const paths = trace(seg.labels, seg.count, width, height)
 */
export function trace(
  labels: Int32Array,
  count: number,
  width: number,
  height: number,
  options: TraceOptions = {},
): string[] {
  const tolerance = options.tolerance ?? 1.3
  const smoothing = options.smoothing ?? 1
  const cw = width + 1
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? -1 : (labels[y * width + x] as number)
  // Directed border edges, 4 bits a corner (bit d: an edge leaves the corner in direction d with
  // a region on its left). The region is read off the pixel beside the edge: 1.6 MB, not 25.
  const edges = new Uint8Array(cw * (height + 1))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = labels[y * width + x] as number
      if (at(x, y - 1) !== r) edges[y * cw + x + 1] |= 4
      if (at(x, y + 1) !== r) edges[(y + 1) * cw + x] |= 1
      if (at(x - 1, y) !== r) edges[y * cw + x] |= 2
      if (at(x + 1, y) !== r) edges[(y + 1) * cw + x + 1] |= 8
    }
  }
  /** The region on the left of edge e (corner << 2 | direction), or -1 when there is no edge. */
  const edgeRegion = (e: number): number => {
    const c = e >> 2
    const dir = e & 3
    if (((edges[c] as number) & (1 << dir)) === 0) return -1
    const x = c % cw
    const y = (c - x) / cw
    if (dir === 0) return labels[(y - 1) * width + x] as number
    if (dir === 1) return labels[y * width + x] as number
    if (dir === 2) return labels[y * width + x - 1] as number
    return labels[(y - 1) * width + x - 1] as number
  }
  const isJunction = (c: number) => {
    const x = c % cw
    const y = (c - x) / cw
    // The picture's own corners stay sharp.
    if ((x === 0 || x === width) && (y === 0 || y === height)) return true
    const a = at(x - 1, y - 1)
    const b = at(x, y - 1)
    const d = at(x - 1, y)
    const e = at(x, y)
    const distinct =
      1 + (b !== a ? 1 : 0) + (d !== a && d !== b ? 1 : 0) + (e !== a && e !== b && e !== d ? 1 : 0)
    return distinct >= 3 || (distinct === 2 && a === e && b === d)
  }
  // Every ring's corners, back to back in one typed buffer (JS arrays of them would take several
  // times the memory and keep the garbage collector busy): ring i is corners[ringStart[i]..[i+1]).
  let corners = new Int32Array(Math.max(1024, (width * height) >> 2))
  let used = 0
  const ringStart: number[] = []
  const ringRegion: number[] = []
  const edgeCount = edges.length * 4
  for (let start = 0; start < edgeCount; start++) {
    if (((edges[start >> 2] as number) & (1 << (start & 3))) === 0) continue
    const r = edgeRegion(start)
    ringStart.push(used)
    ringRegion.push(r)
    // Walk the ring, keeping corners where it turns or where regions meet.
    let e = start
    let prevDir = -1
    for (;;) {
      const c = e >> 2
      const dir = e & 3
      edges[c] = (edges[c] as number) & ~(1 << dir)
      if (dir !== prevDir || isJunction(c)) {
        if (used === corners.length) {
          const grown = new Int32Array(corners.length * 2)
          grown.set(corners)
          corners = grown
        }
        corners[used++] = c
      }
      prevDir = dir
      const x = (c % cw) + (DX[dir] as number)
      const y = Math.floor(c / cw) + (DY[dir] as number)
      const next = y * cw + x
      let found = -1
      // Turn left, go straight or turn right, in that order.
      for (let k = 0; k < 3; k++) {
        const ne = (next << 2) | ((dir + (k === 0 ? 3 : k - 1)) & 3)
        if (edgeRegion(ne) === r) {
          found = ne
          break
        }
      }
      if (found < 0) break
      e = found
    }
  }
  ringStart.push(used)
  // Rings grouped by region, each region's in the order they were found.
  const firstRing = new Int32Array(count + 1)
  for (const r of ringRegion) firstRing[r + 1] = (firstRing[r + 1] as number) + 1
  for (let r = 0; r < count; r++)
    firstRing[r + 1] = (firstRing[r + 1] as number) + (firstRing[r] as number)
  const fill = firstRing.slice(0, count)
  const ringsByRegion = new Int32Array(ringRegion.length)
  for (let i = 0; i < ringRegion.length; i++) {
    const r = ringRegion[i] as number
    ringsByRegion[fill[r] as number] = i
    fill[r] = (fill[r] as number) + 1
  }
  // A border piece starts at a junction and leaves it along one grid edge: (corner, direction)
  // names it, and the smaller of its two names (one per direction of travel) is its key.
  const stepDir = (a: number, b: number) => {
    const d = b - a
    return d > 0 ? (d < cw ? 0 : 1) : d > -cw ? 2 : 3
  }
  const pieces = new Map<number, number[]>()
  const piece = (corners: number[]): number[] => {
    const first = corners[0] as number
    const last = corners[corners.length - 1] as number
    const forward = first * 4 + stepDir(first, corners[1] as number)
    const backward = last * 4 + stepDir(last, corners[corners.length - 2] as number)
    const flip = backward < forward
    const key = flip ? backward : forward
    let line = pieces.get(key)
    // A piece borders two regions: the second one to ask for it is the last.
    if (line) pieces.delete(key)
    else {
      const canon = flip ? corners.slice().reverse() : corners
      const flat: number[] = []
      for (const c of canon) flat.push(c % cw, Math.floor(c / cw))
      line = smoothPolyline(simplifyPolyline(flat, tolerance), smoothing)
      pieces.set(key, line)
    }
    if (!flip) return line
    const back: number[] = []
    for (let i = line.length - 2; i >= 0; i -= 2)
      back.push(line[i] as number, line[i + 1] as number)
    return back
  }
  const paths: string[] = []
  for (let r = 0; r < count; r++) {
    const parts: string[] = []
    for (let k = firstRing[r] as number; k < (firstRing[r + 1] as number); k++) {
      const i = ringsByRegion[k] as number
      const ring = corners.subarray(ringStart[i] as number, ringStart[i + 1] as number)
      let cut = ring.findIndex(isJunction)
      if (cut < 0) {
        // A loop with no junction (an island): start at its smallest corner.
        cut = ring.reduce((best, c, i) => (c < (ring[best] as number) ? i : best), 0)
      }
      const rotated = [...ring.subarray(cut), ...ring.subarray(0, cut)]
      rotated.push(rotated[0] as number)
      const points: number[] = []
      let from = 0
      for (let i = 1; i < rotated.length; i++) {
        if (i === rotated.length - 1 || isJunction(rotated[i] as number)) {
          const line = piece(rotated.slice(from, i + 1))
          for (let j = points.length === 0 ? 0 : 2; j < line.length; j++)
            points.push(line[j] as number)
          from = i
        }
      }
      // Relative moves after the first point: shorter numbers, a smaller file.
      let px = Math.round((points[0] as number) * 10)
      let py = Math.round((points[1] as number) * 10)
      parts.push(`M${px / 10} ${py / 10}l`)
      for (let i = 2; i < points.length - 2; i += 2) {
        const x = Math.round((points[i] as number) * 10)
        const y = Math.round((points[i + 1] as number) * 10)
        const dx = (x - px) / 10
        const dy = (y - py) / 10
        parts.push(`${i > 2 && dx >= 0 ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`)
        px = x
        py = y
      }
      parts.push('Z')
    }
    // Joined, not built with +=: a rope of hundreds of thousands of pieces would stay in memory.
    paths.push(parts.join(''))
  }
  return paths
}
