/**
 * Douglas-Peucker on a flat [x0, y0, x1, y1, ...] polyline; keeps both ends.
 *
 * @example
 * simplifyPolyline([0, 0, 1, 0.1, 2, 0], 0.5) // [0, 0, 2, 0]
 */
export function simplifyPolyline(points: number[], tolerance: number): number[] {
  const n = points.length / 2
  if (n <= 2) return points.slice()
  const keep = new Uint8Array(n)
  keep[0] = 1
  keep[n - 1] = 1
  const stack: number[] = [0, n - 1]
  const t2 = tolerance * tolerance
  while (stack.length > 0) {
    const b = stack.pop() as number
    const a = stack.pop() as number
    const ax = points[a * 2] as number
    const ay = points[a * 2 + 1] as number
    const dx = (points[b * 2] as number) - ax
    const dy = (points[b * 2 + 1] as number) - ay
    const len2 = dx * dx + dy * dy
    let worst = -1
    let worstD = t2
    for (let i = a + 1; i < b; i++) {
      const px = (points[i * 2] as number) - ax
      const py = (points[i * 2 + 1] as number) - ay
      let d: number
      if (len2 === 0) d = px * px + py * py
      else {
        const cross = px * dy - py * dx
        d = (cross * cross) / len2
      }
      if (d > worstD) {
        worstD = d
        worst = i
      }
    }
    if (worst >= 0) {
      keep[worst] = 1
      stack.push(a, worst, worst, b)
    }
  }
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    if (keep[i]) out.push(points[i * 2] as number, points[i * 2 + 1] as number)
  }
  return out
}

/**
 * Chaikin corner cutting, `rounds` times; both ends stay where they are so neighbours still meet.
 *
 * @example
 * smoothPolyline([0, 0, 4, 0, 4, 4], 1) // [0, 0, 3, 0, 4, 1, 4, 4]
 */
export function smoothPolyline(points: number[], rounds: number): number[] {
  let pts = points
  for (let r = 0; r < rounds; r++) {
    const n = pts.length / 2
    if (n < 3) return pts
    const out: number[] = [pts[0] as number, pts[1] as number]
    for (let i = 0; i < n - 1; i++) {
      const x0 = pts[i * 2] as number
      const y0 = pts[i * 2 + 1] as number
      const x1 = pts[i * 2 + 2] as number
      const y1 = pts[i * 2 + 3] as number
      if (i > 0) out.push(0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1)
      if (i < n - 2) out.push(0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1)
    }
    out.push(pts[(n - 1) * 2] as number, pts[(n - 1) * 2 + 1] as number)
    pts = out
  }
  return pts
}
