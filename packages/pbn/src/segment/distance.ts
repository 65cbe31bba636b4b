const INF = 1e20

/**
 * One row's distances (Felzenszwalb and Huttenlocher), in place: `grid[row..row + n)` holds each
 * cell's squared distance along its column on entry and its distance on return. The lower envelope
 * of the parabolas keeps each one's apex x in `v` and its value at x = 0, f(x) + x², in `h`, so the
 * row can be overwritten as it is read out.
 */
function edtRow(
  grid: Float32Array,
  row: number,
  n: number,
  v: Int32Array,
  h: Float64Array,
  z: Float64Array,
): void {
  let k = 0
  v[0] = 0
  h[0] = grid[row] as number
  z[0] = -INF
  z[1] = INF
  for (let q = 1; q < n; q++) {
    const hq = (grid[row + q] as number) + q * q
    let s: number
    for (;;) {
      s = (hq - (h[k] as number)) / (2 * (q - (v[k] as number)))
      if (s <= (z[k] as number) && k > 0) k--
      else break
    }
    k++
    v[k] = q
    h[k] = hq
    z[k] = s
    z[k + 1] = INF
  }
  k = 0
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] as number) < q) k++
    grid[row + q] = Math.sqrt(q * q - 2 * q * (v[k] as number) + (h[k] as number))
  }
}

/** Rows above a cell's column's last source, for a column with none: far beyond any picture. */
const NONE_ABOVE = 1 << 30

/**
 * The last step of an exact Euclidean distance transform, in place. On entry `grid` holds, for each
 * cell, how many rows above it its column's last source lies (0 for a source, NONE_ABOVE or more
 * for none), written as the sources are found; on return, each cell's distance to the nearest
 * source. From the bottom row up, a row takes its column distances (the nearer of the last source
 * above and the next below) and then the lower envelope of parabolas along it, while in cache.
 */
function edtFromAbove(grid: Float32Array, width: number, height: number): void {
  const below = new Int32Array(width).fill(NONE_ABOVE)
  const v = new Int32Array(width)
  const h = new Float64Array(width)
  const z = new Float64Array(width + 1)
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const i = row + x
      const up = grid[i] as number
      if (up === 0) below[x] = y
      const down = (below[x] as number) - y
      const g = Math.min(up, down)
      grid[i] = g >= height ? INF : g * g
    }
    edtRow(grid, row, width, v, h, z)
  }
}

/** Whether pixel i, at (x, y), lies on its region's border: a neighbour of another region or the picture's edge. */
function onEdge(
  labels: Int32Array,
  i: number,
  x: number,
  y: number,
  width: number,
  height: number,
): boolean {
  const l = labels[i]
  return (
    x === 0 ||
    y === 0 ||
    x === width - 1 ||
    y === height - 1 ||
    labels[i - 1] !== l ||
    labels[i + 1] !== l ||
    labels[i - width] !== l ||
    labels[i + width] !== l
  )
}

/**
 * For every pixel, the Euclidean distance to the nearest pixel on the edge of its region (a pixel
 * with a neighbour of another region, or on the image border). Exact, O(pixels).
 *
 * @example
 * const dist = regionDistance(labels, width, height)
 */
export function regionDistance(
  labels: Int32Array,
  width: number,
  height: number,
  out: Float32Array = new Float32Array(width * height),
): Float32Array {
  const last = new Int32Array(width).fill(-NONE_ABOVE)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (onEdge(labels, i, x, y, width, height)) last[x] = y
      out[i] = y - (last[x] as number)
    }
  }
  edtFromAbove(out, width, height)
  return out
}

/**
 * Recomputes `regionDistance` for the pixels of region `id` only, inside its bounding box
 * [x0, x1) x [y0, y1): after a merge, only the region that grew needs new distances.
 *
 * @example
 * updateRegionDistance(labels, width, height, dist, 7, [10, 20, 60, 45])
 */
export function updateRegionDistance(
  labels: Int32Array,
  width: number,
  height: number,
  out: Float32Array,
  id: number,
  box: readonly [number, number, number, number],
  scratch?: Float32Array,
): void {
  const [x0, y0, x1, y1] = box
  const w = x1 - x0
  const h = y1 - y0
  // A caller updating many regions passes one picture-sized scratch: no allocation per region.
  const grid = scratch ? scratch.subarray(0, w * h) : new Float32Array(w * h)
  const last = new Int32Array(w).fill(-NONE_ABOVE)
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x
      // Other regions count as edge, as does the region's own border.
      if (labels[i] !== id || onEdge(labels, i, x, y, width, height)) last[x - x0] = y - y0
      grid[(y - y0) * w + (x - x0)] = y - y0 - (last[x - x0] as number)
    }
  }
  edtFromAbove(grid, w, h)
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (labels[y * width + x] === id) out[y * width + x] = grid[(y - y0) * w + (x - x0)] as number
    }
  }
}

/**
 * `updateRegionDistance` for several regions, each inside its own bounding box (found in one pass).
 * Given the regions' `areas` (by id), regions covering more than half the picture are measured in
 * one pass over it at once: their boxes would, too.
 *
 * @example
 * updateRegionDistances(labels, width, height, dist, new Set([3, 9]), scratch)
 */
export function updateRegionDistances(
  labels: Int32Array,
  width: number,
  height: number,
  out: Float32Array,
  ids: ReadonlySet<number>,
  scratch?: Float32Array,
  areas?: ArrayLike<number>,
): void {
  if (ids.size === 0) return
  const list = [...ids]
  if (areas && list.reduce((sum, id) => sum + (areas[id] as number), 0) * 2 > width * height) {
    regionDistance(labels, width, height, out)
    return
  }
  // A slot per id, found by indexing: a Map lookup per pixel costs several times as much.
  const slot = new Int32Array(list.reduce((m, id) => Math.max(m, id), 0) + 1).fill(-1)
  list.forEach((id, i) => {
    slot[id] = i
  })
  const boxes = new Int32Array(list.length * 4)
  for (let i = 0; i < list.length; i++) boxes.set([width, height, 0, 0], i * 4)
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const s = slot[labels[p] as number]
      if (s === undefined || s === -1) continue
      const b = s * 4
      if (x < (boxes[b] as number)) boxes[b] = x
      if (y < (boxes[b + 1] as number)) boxes[b + 1] = y
      if (x >= (boxes[b + 2] as number)) boxes[b + 2] = x + 1
      if (y >= (boxes[b + 3] as number)) boxes[b + 3] = y + 1
    }
  }
  let boxArea = 0
  for (let i = 0; i < list.length; i++) {
    const b = i * 4
    boxArea +=
      Math.max(0, (boxes[b + 2] as number) - (boxes[b] as number)) *
      ((boxes[b + 3] as number) - (boxes[b + 1] as number))
  }
  // Boxes of large or many regions overlap: past half the picture, one pass over it all costs less.
  if (boxArea * 2 > width * height) {
    regionDistance(labels, width, height, out)
    return
  }
  for (let i = 0; i < list.length; i++) {
    const b = i * 4
    const box = [boxes[b], boxes[b + 1], boxes[b + 2], boxes[b + 3]] as [
      number,
      number,
      number,
      number,
    ]
    if (box[2] > box[0])
      updateRegionDistance(labels, width, height, out, list[i] as number, box, scratch)
  }
}
