import { borderEdges, type EdgeGrid, isJunction } from './edges'
import { ringsByRegion, walkRings } from './rings'
import { simplifyPolyline, smoothPolyline } from './simplify'

export interface TraceOptions {
  /** How far (px) a simplified border may stray from the pixel edges. */
  readonly tolerance?: number
  /** Rounds of corner cutting after simplification. */
  readonly smoothing?: number
  /**
   * A spent buffer to walk the outlines in (about 2 bytes a pixel or more), so tracing a large
   * picture does not grow the process by allocating its own.
   */
  readonly scratch?: ArrayBuffer
}

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
  const g = borderEdges(labels, width, height, options.scratch)
  const { corners, ringStart, ringRegion } = walkRings(g, options.scratch)
  const { first, order } = ringsByRegion(ringRegion, count)
  const pieces = new BorderPieces(g, options.tolerance ?? 1.3, options.smoothing ?? 1)
  const paths: string[] = []
  for (let r = 0; r < count; r++) {
    const parts: string[] = []
    for (let k = first[r] as number; k < (first[r + 1] as number); k++) {
      const i = order[k] as number
      const ring = corners.subarray(ringStart[i] as number, ringStart[i + 1] as number)
      parts.push(ringPath(pieces.ring(ring)))
    }
    // Joined, not built with +=: a rope of hundreds of thousands of pieces would stay in memory.
    paths.push(parts.join(''))
  }
  return paths
}

/**
 * The simplified, smoothed border pieces, each made once and handed to both regions beside it.
 * A piece starts at a junction and leaves it along one grid edge: (corner, direction) names it,
 * and the smaller of its two names (one per direction of travel) is its key.
 */
class BorderPieces {
  private readonly made = new Map<number, number[]>()

  constructor(
    private readonly g: EdgeGrid,
    private readonly tolerance: number,
    private readonly smoothing: number,
  ) {}

  /** A ring's points (x, y flat), from its first junction round to it again. */
  ring(ring: Int32Array): number[] {
    let cut = ring.findIndex((c) => isJunction(this.g, c))
    if (cut < 0) {
      // A loop with no junction (an island): start at its smallest corner.
      cut = ring.reduce((best, c, i) => (c < (ring[best] as number) ? i : best), 0)
    }
    const rotated = [...ring.subarray(cut), ...ring.subarray(0, cut)]
    rotated.push(rotated[0] as number)
    const points: number[] = []
    let from = 0
    for (let i = 1; i < rotated.length; i++) {
      if (i === rotated.length - 1 || isJunction(this.g, rotated[i] as number)) {
        const line = this.piece(rotated.slice(from, i + 1))
        for (let j = points.length === 0 ? 0 : 2; j < line.length; j++)
          points.push(line[j] as number)
        from = i
      }
    }
    return points
  }

  private stepDir(a: number, b: number): number {
    const d = b - a
    const cw = this.g.cw
    return d > 0 ? (d < cw ? 0 : 1) : d > -cw ? 2 : 3
  }

  private piece(corners: number[]): number[] {
    const cw = this.g.cw
    const first = corners[0] as number
    const last = corners[corners.length - 1] as number
    const forward = first * 4 + this.stepDir(first, corners[1] as number)
    const backward = last * 4 + this.stepDir(last, corners[corners.length - 2] as number)
    const flip = backward < forward
    const key = flip ? backward : forward
    let line = this.made.get(key)
    // A piece borders two regions: the second one to ask for it is the last.
    if (line) this.made.delete(key)
    else {
      const canon = flip ? corners.slice().reverse() : corners
      const flat: number[] = []
      for (const c of canon) flat.push(c % cw, Math.floor(c / cw))
      line = smoothPolyline(simplifyPolyline(flat, this.tolerance), this.smoothing)
      this.made.set(key, line)
    }
    if (!flip) return line
    const back: number[] = []
    for (let i = line.length - 2; i >= 0; i -= 2)
      back.push(line[i] as number, line[i + 1] as number)
    return back
  }
}

/** One closed subpath; relative moves after the first point: shorter numbers, a smaller file. */
function ringPath(points: number[]): string {
  const parts: string[] = []
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
  return parts.join('')
}
