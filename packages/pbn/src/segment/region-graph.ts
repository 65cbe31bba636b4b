/**
 * The region adjacency graph over connected components, with union-find: merging a region folds
 * its neighbours (and shared border lengths) into the region it joins.
 */
export class RegionGraph {
  readonly parent: Int32Array
  readonly neighbours: Map<number, number>[]
  alive: number

  constructor(
    readonly labels: Int32Array,
    readonly colors: Int32Array,
    readonly areas: Int32Array,
    private paletteLab: Float32Array,
    width: number,
    height: number,
  ) {
    const count = colors.length
    this.alive = count
    this.parent = Int32Array.from({ length: count }, (_, i) => i)
    this.neighbours = Array.from({ length: count }, () => new Map<number, number>())
    const touch = (a: number, b: number) => {
      const na = this.neighbours[a] as Map<number, number>
      na.set(b, (na.get(b) ?? 0) + 1)
      const nb = this.neighbours[b] as Map<number, number>
      nb.set(a, (nb.get(a) ?? 0) + 1)
    }
    for (let y = 0; y < height; y++) {
      const row = y * width
      for (let x = 0; x < width; x++) {
        const i = row + x
        const l = labels[i] as number
        if (x < width - 1 && labels[i + 1] !== l) touch(l, labels[i + 1] as number)
        if (y < height - 1 && labels[i + width] !== l) touch(l, labels[i + width] as number)
      }
    }
  }

  find(i: number): number {
    const parent = this.parent
    let r = i
    while (parent[r] !== r) r = parent[r] as number
    while (parent[i] !== r) {
      const next = parent[i] as number
      parent[i] = r
      i = next
    }
    return r
  }

  /** Swaps in a refined palette (the regions' colour indices stay meaningful). */
  setPalette(paletteLab: Float32Array): void {
    this.paletteLab = paletteLab
  }

  /** Sums of the picture's OKLab over each region's pixels (3 a region), when it was given. */
  private sums: Float64Array | undefined

  /** Tracks each region's mean colour in the picture, so merges compare what regions look like. */
  trackMeans(lab: Float32Array): void {
    const sums = new Float64Array(this.parent.length * 4)
    const labels = this.labels
    for (let p = 0; p < labels.length; p++) {
      const r = (labels[p] as number) * 4
      const a = lab[p * 3 + 1] as number
      const b = lab[p * 3 + 2] as number
      sums[r] = (sums[r] as number) + (lab[p * 3] as number)
      sums[r + 1] = (sums[r + 1] as number) + a
      sums[r + 2] = (sums[r + 2] as number) + b
      sums[r + 3] = (sums[r + 3] as number) + Math.sqrt(a * a + b * b)
    }
    this.sums = sums
  }

  /**
   * Sums over root r's pixels of the picture's OKLab and of its chroma (L, a, b, C), or undefined
   * without `trackMeans`.
   */
  colourSum(r: number): Float64Array | undefined {
    return this.sums?.subarray(r * 4, r * 4 + 4)
  }

  private colorDistance(a: number, b: number): number {
    const s = this.sums
    if (s) {
      const na = this.areas[a] as number
      const nb = this.areas[b] as number
      const dl = (s[a * 4] as number) / na - (s[b * 4] as number) / nb
      const da = (s[a * 4 + 1] as number) / na - (s[b * 4 + 1] as number) / nb
      const db = (s[a * 4 + 2] as number) / na - (s[b * 4 + 2] as number) / nb
      return dl * dl + da * da + db * db
    }
    const p = this.paletteLab
    const ca = (this.colors[a] as number) * 3
    const cb = (this.colors[b] as number) * 3
    const dl = (p[ca] as number) - (p[cb] as number)
    const da = (p[ca + 1] as number) - (p[cb + 1] as number)
    const db = (p[ca + 2] as number) - (p[cb + 2] as number)
    return dl * dl + da * da + db * db
  }

  /**
   * Merges region r (a root) into its best-matching neighbour; false when it has none. On a photo
   * (means tracked) that is the neighbour nearest in colour, whose paint is the least wrong for
   * r's pixels, the longer border breaking ties; on flat art, where colours are exact, a long
   * shared border weighs in too.
   */
  mergeAway(r: number): boolean {
    const mine = this.neighbours[r] as Map<number, number>
    let best = -1
    let bestScore = Number.POSITIVE_INFINITY
    let bestBorder = 0
    const byColour = this.sums !== undefined
    for (const [m, border] of mine) {
      const d = this.colorDistance(r, m)
      const score = byColour ? d : (d + 1e-4) / Math.sqrt(border)
      if (score < bestScore || (byColour && score === bestScore && border > bestBorder)) {
        bestScore = score
        best = m
        bestBorder = border
      }
    }
    if (best < 0) return false
    this.merge(r, best)
    return true
  }

  /** Folds root r into its neighbouring root n; n keeps the colour of the larger of the two. */
  merge(r: number, n: number): void {
    const mine = this.neighbours[r] as Map<number, number>
    this.parent[r] = n
    if ((this.areas[r] as number) > (this.areas[n] as number))
      this.colors[n] = this.colors[r] as number
    this.areas[n] = (this.areas[n] as number) + (this.areas[r] as number)
    const sums = this.sums
    if (sums) {
      for (let j = 0; j < 4; j++)
        sums[n * 4 + j] = (sums[n * 4 + j] as number) + (sums[r * 4 + j] as number)
    }
    const theirs = this.neighbours[n] as Map<number, number>
    theirs.delete(r)
    for (const [m, border] of mine) {
      if (m === n) continue
      theirs.set(m, (theirs.get(m) ?? 0) + border)
      const other = this.neighbours[m] as Map<number, number>
      other.delete(r)
      other.set(n, (other.get(n) ?? 0) + border)
    }
    mine.clear()
    this.alive--
  }

  /**
   * Pixel p (of `lab`'s colours) moves from root a to root b, a region it touches: the sums, areas
   * and neighbours follow. Regions that stop touching stay listed as neighbours, which only ever
   * keeps a colour from a region that could have had it.
   */
  movePixel(p: number, a: number, b: number, lab: Float32Array, width: number): void {
    this.areas[a] = (this.areas[a] as number) - 1
    this.areas[b] = (this.areas[b] as number) + 1
    const sums = this.sums
    if (sums) {
      const A = lab[p * 3 + 1] as number
      const B = lab[p * 3 + 2] as number
      const C = Math.sqrt(A * A + B * B)
      for (let j = 0; j < 4; j++) {
        const v = j === 3 ? C : (lab[p * 3 + j] as number)
        sums[a * 4 + j] = (sums[a * 4 + j] as number) - v
        sums[b * 4 + j] = (sums[b * 4 + j] as number) + v
      }
    }
    const x = p % width
    if (x > 0) this.touch(b, p - 1)
    if (x < width - 1) this.touch(b, p + 1)
    if (p >= width) this.touch(b, p - width)
    if (p + width < this.labels.length) this.touch(b, p + width)
  }

  /** Root b has come to touch pixel q's region: they are neighbours. */
  private touch(b: number, q: number): void {
    const c = this.labels[q] as number
    const mine = this.neighbours[b] as Map<number, number>
    if (c === b || mine.has(c)) return
    mine.set(c, 1)
    ;(this.neighbours[c] as Map<number, number>).set(b, 1)
  }

  /** Merges into root r every neighbour of its colour, and theirs in turn. */
  absorbSameColour(r: number): void {
    let again = true
    while (again) {
      again = false
      for (const m of (this.neighbours[r] as Map<number, number>).keys()) {
        if (this.colors[m] === this.colors[r]) {
          this.merge(m, r)
          again = true
          break
        }
      }
    }
  }

  /** Merges every pair of neighbouring regions that have the same colour. */
  mergeSameColour(): void {
    // merge(m, r) keeps r the root, so r stays one while it absorbs.
    for (let r = 0; r < this.parent.length; r++) if (this.parent[r] === r) this.absorbSameColour(r)
  }

  /** Root of every pixel, written into `out`. */
  rootLabels(out: Int32Array): Int32Array {
    const roots = new Int32Array(this.parent.length)
    for (let i = 0; i < roots.length; i++) roots[i] = this.find(i)
    for (let p = 0; p < out.length; p++) out[p] = roots[this.labels[p] as number] as number
    return out
  }
}
