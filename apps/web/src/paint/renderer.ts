import type { PaintSession } from './paint-session'

export interface RenderOptions {
  readonly width: number
  readonly height: number
  readonly dpr: number
  readonly paths: ReadonlyMap<number, Path2D>
  /** A region whose number flashes (a tap with the wrong colour). */
  readonly flash?: number
  /** Only these regions count as filled (the completion replay); default: the session's. */
  readonly filledOverride?: ReadonlySet<number>
}

/** Labels smaller than this on screen are not drawn: they would be unreadable. */
export const MIN_LEGIBLE_PX = 7

/**
 * Draws the puzzle as the session sees it: filled regions in their colour, the selected colour's
 * regions tinted so they are easy to find, outlines and legible numbers on the rest.
 */
export function renderPuzzle(
  ctx: CanvasRenderingContext2D,
  session: PaintSession,
  o: RenderOptions,
): void {
  const { puzzle } = session
  const { scale, x, y } = session.viewport
  const filled = o.filledOverride ?? session.filled
  const selected = session.selectedColor
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.fillStyle = '#efedf6'
  ctx.fillRect(0, 0, o.width * o.dpr, o.height * o.dpr)
  ctx.setTransform(o.dpr * scale, 0, 0, o.dpr * scale, o.dpr * x, o.dpr * y)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, puzzle.width, puzzle.height)
  const selectedTint = `${puzzle.palette[selected] ?? '#000000'}40`
  for (const r of puzzle.regions) {
    const path = o.paths.get(r.id)
    if (!path) continue
    if (filled.has(r.id)) {
      ctx.fillStyle = puzzle.palette[r.color] ?? '#000'
      ctx.fill(path, 'evenodd')
      // A hairline of the same colour closes anti-aliasing seams between filled neighbours.
      ctx.strokeStyle = ctx.fillStyle
      ctx.lineWidth = 0.6
      ctx.stroke(path)
    } else if (r.color === selected) {
      ctx.fillStyle = selectedTint
      ctx.fill(path, 'evenodd')
    }
  }
  ctx.strokeStyle = '#a19eb0'
  ctx.lineWidth = Math.max(0.35, 1 / scale)
  ctx.lineJoin = 'round'
  for (const r of puzzle.regions) {
    if (filled.has(r.id)) continue
    const path = o.paths.get(r.id)
    if (path) ctx.stroke(path)
  }
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  for (const r of puzzle.regions) {
    if (filled.has(r.id)) continue
    const size = r.label.size
    if (size * scale < MIN_LEGIBLE_PX && r.id !== o.flash) continue
    ctx.font = `${r.id === o.flash ? 600 : 400} ${size}px system-ui, sans-serif`
    ctx.fillStyle = r.id === o.flash ? '#d62839' : r.color === selected ? '#2b2840' : '#6b6878'
    ctx.fillText(String(r.color + 1), r.label.x, r.label.y)
  }
}
