export interface Components {
  /** Component of every pixel, 0..count-1, in reading order of first pixels. */
  readonly labels: Int32Array
  readonly count: number
  readonly colors: Int32Array
  readonly areas: Int32Array
}

/**
 * 4-connected components of equal palette index, flood-filled with an explicit stack (`scratch`,
 * picture-sized, when the caller has one to lend).
 */
export function components(
  indices: Uint8Array,
  width: number,
  height: number,
  labels: Int32Array = new Int32Array(width * height),
  scratch?: Int32Array,
): Components {
  const n = width * height
  labels.fill(-1)
  const stack = scratch ?? new Int32Array(n)
  let colors = new Int32Array(1024)
  let areas = new Int32Array(1024)
  let count = 0
  for (let start = 0; start < n; start++) {
    if (labels[start] !== -1) continue
    const c = indices[start] as number
    let top = 0
    stack[top++] = start
    labels[start] = count
    let area = 0
    while (top > 0) {
      const p = stack[--top] as number
      area++
      const x = p % width
      if (x > 0 && labels[p - 1] === -1 && indices[p - 1] === c) {
        labels[p - 1] = count
        stack[top++] = p - 1
      }
      if (x < width - 1 && labels[p + 1] === -1 && indices[p + 1] === c) {
        labels[p + 1] = count
        stack[top++] = p + 1
      }
      if (p >= width && labels[p - width] === -1 && indices[p - width] === c) {
        labels[p - width] = count
        stack[top++] = p - width
      }
      if (p < n - width && labels[p + width] === -1 && indices[p + width] === c) {
        labels[p + width] = count
        stack[top++] = p + width
      }
    }
    if (count === colors.length) {
      const grownColors = new Int32Array(count * 2)
      grownColors.set(colors)
      colors = grownColors
      const grownAreas = new Int32Array(count * 2)
      grownAreas.set(areas)
      areas = grownAreas
    }
    colors[count] = c
    areas[count] = area
    count++
  }
  return { labels, count, colors: colors.slice(0, count), areas: areas.slice(0, count) }
}

/**
 * Confetti removal at the pixel level: every pixel of a component smaller than `threshold` takes
 * the colour of the nearest larger component (a breadth-first flood from their edges). Rewrites
 * `indices` in place and answers whether anything changed. Much cheaper than merging tens of
 * thousands of specks one by one in the region graph.
 */
export function dissolveSpecks(
  indices: Uint8Array,
  cc: Components,
  width: number,
  threshold: number,
  scratch?: Int32Array,
): boolean {
  const { labels, areas } = cc
  const n = labels.length
  const queue = scratch ?? new Int32Array(n)
  let tail = 0
  let specks = 0
  // Specks are marked -1; pixels of kept components next to a speck seed the flood.
  for (let p = 0; p < n; p++) {
    if ((areas[labels[p] as number] as number) < threshold) {
      labels[p] = -1
      specks++
    }
  }
  if (specks === 0 || specks === n) return false
  for (let p = 0; p < n; p++) {
    if (labels[p] === -1) continue
    const x = p % width
    if (
      (x > 0 && labels[p - 1] === -1) ||
      (x < width - 1 && labels[p + 1] === -1) ||
      (p >= width && labels[p - width] === -1) ||
      (p < n - width && labels[p + width] === -1)
    )
      queue[tail++] = p
  }
  let head = 0
  while (head < tail) {
    const p = queue[head++] as number
    const l = labels[p] as number
    const c = indices[p] as number
    const x = p % width
    if (x > 0 && labels[p - 1] === -1) {
      labels[p - 1] = l
      indices[p - 1] = c
      queue[tail++] = p - 1
    }
    if (x < width - 1 && labels[p + 1] === -1) {
      labels[p + 1] = l
      indices[p + 1] = c
      queue[tail++] = p + 1
    }
    if (p >= width && labels[p - width] === -1) {
      labels[p - width] = l
      indices[p - width] = c
      queue[tail++] = p - width
    }
    if (p < n - width && labels[p + width] === -1) {
      labels[p + width] = l
      indices[p + width] = c
      queue[tail++] = p + width
    }
  }
  return true
}
