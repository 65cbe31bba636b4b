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
 * For every pixel, the Euclidean distance to the nearest pixel on the edge of its region (a pixel
 * with a neighbour of another region, or on the image border). Exact, O(pixels).
 *
 * @example
 * const dist = regionDistance(labels, width, height)
 */
export function regionDistance(labels: Int32Array, width: number, height: number): Float32Array {
  const n = Math.max(width, height)
  const f = new Float64Array(n)
  const d = new Float64Array(n)
  const v = new Int32Array(n)
  const z = new Float64Array(n + 1)
  const grid = new Float64Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const l = labels[i]
      const edge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        labels[i - 1] !== l ||
        labels[i + 1] !== l ||
        labels[i - width] !== l ||
        labels[i + width] !== l
      grid[i] = edge ? 0 : INF
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = grid[y * width + x] as number
    edt1d(f, d, v, z, height)
    for (let y = 0; y < height; y++) grid[y * width + x] = d[y] as number
  }
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) f[x] = grid[row + x] as number
    edt1d(f, d, v, z, width)
    for (let x = 0; x < width; x++) out[row + x] = Math.sqrt(d[x] as number)
  }
  return out
}
