import type { FrameLoop } from './frame-loop'
import { openingViewport } from './opening-view'
import type { PaintSession, Viewport } from './paint-session'
import { centreOn, clampViewport, type Screen } from './viewport'

const ANIMATION_MS = 280

/**
 * The view of the canvas: the screen's size, and moves of the session's viewport kept within
 * their limits, set at once or eased over a short animation (at once with reduced motion).
 */
export class CanvasView {
  size: Screen = { width: 1, height: 1 }
  private stopAnimation: (() => void) | undefined

  constructor(
    private readonly session: PaintSession,
    private readonly loop: FrameLoop,
  ) {}

  clamp(v: Viewport): Viewport {
    return clampViewport(v, this.session.puzzle, this.size)
  }

  readonly set = (v: Viewport): void => {
    this.stopAnimation?.()
    this.session.setViewport(this.clamp(v))
  }

  readonly animateTo = (to: Viewport): void => {
    if (this.session.reducedMotion) {
      this.set(to)
      return
    }
    this.stopAnimation?.()
    const { session, loop, size } = this
    const target = this.clamp(to)
    const from = session.viewport
    const [c0, c1] = [this.centre(from), this.centre(target)]
    const began = loop.now()
    this.stopAnimation = loop.animate(() => {
      const t = Math.min(1, (loop.now() - began) / ANIMATION_MS)
      const e = 1 - (1 - t) ** 3
      const scale = from.scale * (target.scale / from.scale) ** e
      const c = { x: c0.x + (c1.x - c0.x) * e, y: c0.y + (c1.y - c0.y) * e }
      session.setViewport(t >= 1 ? target : this.clamp(centreOn(c.x, c.y, scale, size)))
      return t < 1
    })
  }

  /** The puzzle point at the middle of the screen. */
  centre(v: Viewport = this.session.viewport): { x: number; y: number } {
    return { x: (this.size.width / 2 - v.x) / v.scale, y: (this.size.height / 2 - v.y) / v.scale }
  }

  /** The canvas has a new size (CSS px): the first one opens the picture, later ones keep the view. */
  resize(width: number, height: number): void {
    const first = this.size.width === 1
    this.size = { width, height }
    const { session } = this
    const opening = { selected: session.selectedColor, filled: session.filled }
    session.setViewport(
      first ? openingViewport(session.puzzle, this.size, opening) : this.clamp(session.viewport),
    )
  }

  dispose(): void {
    this.stopAnimation?.()
  }
}
