const INF = 1e20

/** 1D squared distance transform of f into d (Felzenszwalb and Huttenlocher), with scratch arrays. */
function edt1d(f: Float64Array, d: Float64Array, v: Int32Array, z: Float64Array, n: number): void {
  let k = 0
  v[0] = 0
  z[0] = -INF
  z[1] = INF
  for (let q = 1; q < n; q++) {
    let s: number
    for (;;) {
      const vk = v[k] as number
      s = ((f[q] as number) + q * q - ((f[vk] as number) + vk * vk)) / (2 * q - 2 * vk)
      if (s <= (z[k] as number) && k > 0) k--
      else break
    }
    k++
    v[k] = q
    z[k] = s
    z[k + 1] = INF
  }
  k = 0
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] as number) < q) k++
    const vk = v[k] as number
    d[q] = (q - vk) * (q - vk) + (f[vk] as number)
  }
}

/**
 * Exact Euclidean distance transform of a binary grid (0 marks a source cell), in place: `grid`
 * holds 0 or 1 on entry and each cell's distance to the nearest source on return. Columns take two
 * linear scans (the 1D distance to a set is the nearer of the last and next source), done a row at
 * a time with each column's last source kept; rows then take the lower envelope of parabolas. Both
 * passes read memory in order: no transposing.
 */
function edt(grid: Float32Array, width: number, height: number): void {
  const last = new Float64Array(width).fill(-INF)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (grid[i] === 0) last[x] = y
      grid[i] = y - (last[x] as number)
    }
  }
  last.fill(INF)
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (grid[i] === 0) last[x] = y
      const g = Math.min(grid[i] as number, (last[x] as number) - y)
      grid[i] = g >= height ? INF : g * g
    }
  }
  const f = new Float64Array(width)
  const d = new Float64Array(width)
  const v = new Int32Array(width)
  const z = new Float64Array(width + 1)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) f[x] = grid[row + x] as number
    edt1d(f, d, v, z, width)
    for (let x = 0; x < width; x++) grid[row + x] = Math.sqrt(d[x] as number)
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
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      out[i] = onEdge(labels, i, x, y, width, height) ? 0 : 1
    }
  }
  edt(out, width, height)
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
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x
      // Other regions count as edge, as does the region's own border.
      const edge = labels[i] !== id || onEdge(labels, i, x, y, width, height)
      grid[(y - y0) * w + (x - x0)] = edge ? 0 : 1
    }
  }
  edt(grid, w, h)
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (labels[y * width + x] === id) out[y * width + x] = grid[(y - y0) * w + (x - x0)] as number
    }
  }
}

/**
 * `updateRegionDistance` for several regions, each inside its own bounding box (found in one pass).
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
): void {
  if (ids.size === 0) return
  const list = [...ids]
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
