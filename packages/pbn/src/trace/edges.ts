/** The pixel grid's border edges, as the tracer walks them. */
export interface EdgeGrid {
  readonly labels: Int32Array
  readonly width: number
  readonly height: number
  /** Corners per row: width + 1. */
  readonly cw: number
  /**
   * Directed border edges, 4 bits a corner (bit d: an edge leaves the corner in direction d with
   * a region on its left). The region is read off the pixel beside the edge: 1.6 MB, not 25.
   */
  readonly edges: Uint8Array
}

// Directions along grid edges: east, south, west, north.
export const DX = [1, 0, -1, 0]
export const DY = [0, 1, 0, -1]

/** The region of pixel (x, y), or -1 outside the picture. */
export function regionAt(g: EdgeGrid, x: number, y: number): number {
  return x < 0 || y < 0 || x >= g.width || y >= g.height
    ? -1
    : (g.labels[y * g.width + x] as number)
}

/**
 * Every border edge of every region, directed so its region lies on its left; in `scratch` when
 * it is large enough.
 */
export function borderEdges(
  labels: Int32Array,
  width: number,
  height: number,
  scratch?: ArrayBuffer,
): EdgeGrid {
  const cw = width + 1
  const size = cw * (height + 1)
  const edges =
    scratch && scratch.byteLength >= size
      ? new Uint8Array(scratch, 0, size).fill(0)
      : new Uint8Array(size)
  for (let y = 0, i = 0; y < height; y++) {
    const top = y * cw
    for (let x = 0; x < width; x++, i++) {
      const r = labels[i] as number
      if (y === 0 || labels[i - width] !== r) edges[top + x + 1] |= 4
      if (y === height - 1 || labels[i + width] !== r) edges[top + cw + x] |= 1
      if (x === 0 || labels[i - 1] !== r) edges[top + x] |= 2
      if (x === width - 1 || labels[i + 1] !== r) edges[top + cw + x + 1] |= 8
    }
  }
  return { labels, width, height, cw, edges }
}

/** The region on the left of edge e (corner << 2 | direction), or -1 when there is no edge. */
export function edgeRegion(g: EdgeGrid, e: number): number {
  const c = e >> 2
  const dir = e & 3
  if (((g.edges[c] as number) & (1 << dir)) === 0) return -1
  const x = c % g.cw
  return leftOf(g, x, (c - x) / g.cw, dir)
}

/** The region on the left of the edge leaving corner (x, y) in direction `dir` (an edge there). */
export function leftOf(g: EdgeGrid, x: number, y: number, dir: number): number {
  const { width, labels } = g
  if (dir === 0) return labels[(y - 1) * width + x] as number
  if (dir === 1) return labels[y * width + x] as number
  if (dir === 2) return labels[y * width + x - 1] as number
  return labels[(y - 1) * width + x - 1] as number
}

/** Whether corner c is where three or more regions meet (or a picture corner): borders cut there. */
export function isJunction(g: EdgeGrid, c: number): boolean {
  const x = c % g.cw
  const y = (c - x) / g.cw
  // The picture's own corners stay sharp.
  if ((x === 0 || x === g.width) && (y === 0 || y === g.height)) return true
  const a = regionAt(g, x - 1, y - 1)
  const b = regionAt(g, x, y - 1)
  const d = regionAt(g, x - 1, y)
  const e = regionAt(g, x, y)
  const distinct =
    1 + (b !== a ? 1 : 0) + (d !== a && d !== b ? 1 : 0) + (e !== a && e !== b && e !== d ? 1 : 0)
  return distinct >= 3 || (distinct === 2 && a === e && b === d)
}
