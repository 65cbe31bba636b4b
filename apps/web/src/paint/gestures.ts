import type { FrameLoop } from './frame-loop'
import type { Viewport } from './paint-session'
import { zoomAt } from './viewport'

const TAP_SLOP_PX = 8
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30
/** Velocity (px/ms) below which a glide stops, and its decay per 16 ms. */
const GLIDE_STOP = 0.02
const GLIDE_FRICTION = 0.92

export interface GestureTarget {
  view(): Viewport
  /** Sets the view, kept within its limits by the receiver. */
  setView(view: Viewport): void
  /** Animates the view to `view` over a short ease. */
  animateTo(view: Viewport): void
  /** A tap (not the end of a drag) at a point in canvas CSS px. */
  tap(x: number, y: number): void
  /**
   * Whether a one-finger drag that starts at this point paints rather than pans (drag-fill). Asked
   * at every press; nothing is painted until the press moves, so a tap stays a tap.
   */
  paintsFrom?(x: number, y: number): boolean
  /** A painting drag moved along this segment (canvas CSS px). */
  paintAlong?(from: Point, to: Point): void
}

export type Point = { readonly x: number; readonly y: number }

/**
 * Pointer and wheel input on the canvas: drag to pan with inertia (or, from where the target says
 * so, to paint), two-finger pinch, wheel and trackpad pinch (ctrl+wheel) to zoom, two-finger
 * trackpad scroll to pan, double tap to zoom in. A press that moved more than a few px is a drag
 * and never a tap.
 */
class Gestures {
  private readonly pointers = new Map<number, Point>()
  private start: Point | undefined
  private moved = false
  private painting = false
  private lastTap = { t: Number.NEGATIVE_INFINITY, x: 0, y: 0 }
  private velocity = { x: 0, y: 0, t: 0 }
  private stopGlide: (() => void) | undefined

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly target: GestureTarget,
    private readonly loop: FrameLoop,
  ) {}

  private local(e: PointerEvent | WheelEvent): Point {
    const rect = this.canvas.getBoundingClientRect()
    return { x: e.clientX - rect.left, y: e.clientY - rect.top }
  }

  readonly onDown = (e: PointerEvent) => {
    this.stopGlide?.()
    if (e.pointerType === 'mouse' && e.button !== 0) return
    try {
      this.canvas.setPointerCapture(e.pointerId)
    } catch {
      // a synthetic pointer cannot be captured; the gesture still works
    }
    const p = this.local(e)
    this.pointers.set(e.pointerId, p)
    if (this.pointers.size === 1) {
      this.start = p
      this.moved = false
      this.painting = this.target.paintsFrom?.(p.x, p.y) ?? false
      this.velocity = { x: 0, y: 0, t: e.timeStamp }
    } else {
      // A second finger: a pinch, never a paint stroke.
      this.moved = true
      this.painting = false
    }
  }

  readonly onMove = (e: PointerEvent) => {
    const prev = this.pointers.get(e.pointerId)
    if (!prev) return
    const p = this.local(e)
    if (this.pointers.size === 1) this.drag(prev, p, e.timeStamp)
    else if (this.pointers.size === 2) this.pinch(e.pointerId, prev, p)
    this.pointers.set(e.pointerId, p)
  }

  private drag(prev: Point, p: Point, timeStamp: number): void {
    const start = this.start
    const wasMoved = this.moved
    if (start && Math.hypot(p.x - start.x, p.y - start.y) > TAP_SLOP_PX) this.moved = true
    if (!this.moved) return
    if (this.painting) {
      // The stroke paints from where it began, including the first few pixels of slop.
      this.target.paintAlong?.(wasMoved || !start ? prev : start, p)
      return
    }
    const dt = Math.max(1, timeStamp - this.velocity.t)
    // Smoothed, so one late event does not fling the picture.
    this.velocity = {
      x: 0.6 * ((p.x - prev.x) / dt) + 0.4 * this.velocity.x,
      y: 0.6 * ((p.y - prev.y) / dt) + 0.4 * this.velocity.y,
      t: timeStamp,
    }
    const v = this.target.view()
    this.target.setView({ ...v, x: v.x + p.x - prev.x, y: v.y + p.y - prev.y })
  }

  private pinch(id: number, prev: Point, p: Point): void {
    const other = [...this.pointers.entries()].find(([key]) => key !== id)?.[1]
    if (!other) return
    const before = Math.hypot(prev.x - other.x, prev.y - other.y)
    const after = Math.hypot(p.x - other.x, p.y - other.y)
    const mid = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 }
    const prevMid = { x: (prev.x + other.x) / 2, y: (prev.y + other.y) / 2 }
    const zoomed = zoomAt(this.target.view(), before > 0 ? after / before : 1, mid.x, mid.y)
    this.target.setView({
      ...zoomed,
      x: zoomed.x + mid.x - prevMid.x,
      y: zoomed.y + mid.y - prevMid.y,
    })
  }

  private glide(): void {
    let last = this.loop.now()
    this.stopGlide = this.loop.animate((time) => {
      const dt = Math.min(50, Math.max(1, time - last))
      last = time
      const decay = GLIDE_FRICTION ** (dt / 16)
      this.velocity = { ...this.velocity, x: this.velocity.x * decay, y: this.velocity.y * decay }
      if (Math.hypot(this.velocity.x, this.velocity.y) < GLIDE_STOP) return false
      const v = this.target.view()
      this.target.setView({ ...v, x: v.x + this.velocity.x * dt, y: v.y + this.velocity.y * dt })
      return true
    })
  }

  readonly onUp = (e: PointerEvent) => {
    if (!this.pointers.has(e.pointerId)) return
    const p = this.local(e)
    this.pointers.delete(e.pointerId)
    if (this.pointers.size > 0) return
    if (this.moved) {
      const flung = e.type === 'pointerup' && e.timeStamp - this.velocity.t < 80
      if (flung && !this.painting) this.glide()
      return
    }
    if (e.type !== 'pointerup') return
    const last = this.lastTap
    if (
      e.timeStamp - last.t < DOUBLE_TAP_MS &&
      Math.hypot(p.x - last.x, p.y - last.y) < DOUBLE_TAP_PX
    ) {
      this.lastTap = { t: Number.NEGATIVE_INFINITY, x: 0, y: 0 }
      this.target.animateTo(zoomAt(this.target.view(), 2, p.x, p.y))
      return
    }
    this.lastTap = { t: e.timeStamp, ...p }
    this.target.tap(p.x, p.y)
  }

  readonly onWheel = (e: WheelEvent) => {
    e.preventDefault()
    this.stopGlide?.()
    const p = this.local(e)
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1
    const dx = e.deltaX * unit
    const dy = e.deltaY * unit
    const v = this.target.view()
    // ctrl+wheel is a trackpad pinch (and ctrl+scroll); a notched mouse wheel moves in big steps.
    const mouseWheel = e.deltaMode !== 0 || (dx === 0 && Math.abs(dy) >= 40 && Number.isInteger(dy))
    if (e.ctrlKey || mouseWheel) {
      const factor = Math.exp(-dy * (e.ctrlKey ? 0.01 : 0.0015))
      this.target.setView(zoomAt(v, factor, p.x, p.y))
    } else this.target.setView({ ...v, x: v.x - dx, y: v.y - dy })
  }

  dispose(): void {
    this.stopGlide?.()
  }
}

/** Listens for gestures on the canvas (see Gestures); returns the cleanup. */
export function attachGestures(
  canvas: HTMLCanvasElement,
  target: GestureTarget,
  loop: FrameLoop,
): () => void {
  const g = new Gestures(canvas, target, loop)
  const listeners = [
    ['pointerdown', g.onDown],
    ['pointermove', g.onMove],
    ['pointerup', g.onUp],
    ['pointercancel', g.onUp],
  ] as const
  for (const [type, fn] of listeners) canvas.addEventListener(type, fn)
  canvas.addEventListener('wheel', g.onWheel, { passive: false })
  return () => {
    g.dispose()
    for (const [type, fn] of listeners) canvas.removeEventListener(type, fn)
    canvas.removeEventListener('wheel', g.onWheel)
  }
}
