/** A region outline as PDF path operators, and the box around it (in the path's own units). */
export interface PdfPath {
  /** `m`, `l`, `c` and `h` operators, ready for a content stream. */
  readonly ops: string
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

const token = /([MmLlHhVvCcZz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g
const round = (v: number) => String(Math.round(v * 100) / 100)

/**
 * SVG path data (M, L, H, V, C and Z, absolute or relative, as the engine writes them) to PDF
 * path operators. Written as text, not as pdf-lib operator objects: an outline sheet holds
 * hundreds of thousands of points, and one string a region is what keeps a kit fast and small.
 *
 * @example
 * toPdfPath('M0 0l10 0 0 10Z').ops // '0 0 m\n10 0 l\n10 10 l\nh\n'
 */
export function toPdfPath(d: string): PdfPath {
  const out: string[] = []
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  let command = ''
  const nums: number[] = []
  const point = (px: number, py: number) => {
    if (px < minX) minX = px
    if (px > maxX) maxX = px
    if (py < minY) minY = py
    if (py > maxY) maxY = py
    return `${round(px)} ${round(py)}`
  }
  // Runs the pending command as many times as its numbers allow (SVG's implicit repeats).
  const flush = () => {
    const rel = command === command.toLowerCase()
    const c = command.toUpperCase()
    const need = c === 'C' ? 6 : c === 'H' || c === 'V' ? 1 : 2
    for (let i = 0; i + need <= nums.length; i += need) {
      const ox = rel ? x : 0
      const oy = rel ? y : 0
      const n = (k: number) => nums[i + k] as number
      if (c === 'M' && i === 0) {
        x = ox + n(0)
        y = oy + n(1)
        startX = x
        startY = y
        out.push(`${point(x, y)} m`)
      } else if (c === 'C') {
        const a = point(ox + n(0), oy + n(1))
        const b = point(ox + n(2), oy + n(3))
        x = ox + n(4)
        y = oy + n(5)
        out.push(`${a} ${b} ${point(x, y)} c`)
      } else {
        if (c === 'H') x = ox + n(0)
        else if (c === 'V') y = (rel ? y : 0) + n(0)
        else {
          x = ox + n(0)
          y = oy + n(1)
        }
        out.push(`${point(x, y)} l`)
      }
    }
    nums.length = 0
  }
  for (const m of d.matchAll(token)) {
    if (m[1]) {
      flush()
      command = m[1]
      if (command === 'Z' || command === 'z') {
        out.push('h')
        x = startX
        y = startY
      }
    } else nums.push(Number(m[2]))
  }
  flush()
  return { ops: out.length ? `${out.join('\n')}\n` : '', minX, minY, maxX, maxY }
}
