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
}

type Point = { readonly x: number; readonly y: number }

/**
 * Pointer and wheel input on the canvas: drag to pan with inertia, two-finger pinch, wheel and
 * trackpad pinch (ctrl+wheel) to zoom, two-finger trackpad scroll to pan, double tap to zoom in.
 * A press that moved more than a few px is a drag and never a tap. Returns the cleanup.
 */
export function attachGestures(
  canvas: HTMLCanvasElement,
  target: GestureTarget,
  loop: FrameLoop,
): () => void {
  const pointers = new Map<number, Point>()
  let start: Point | undefined
  let moved = false
  let lastTap = { t: Number.NEGATIVE_INFINITY, x: 0, y: 0 }
  let velocity = { x: 0, y: 0, t: 0 }
  let stopGlide: (() => void) | undefined

  const local = (e: PointerEvent | WheelEvent): Point => {
    const rect = canvas.getBoundingClientRect()
    return { x: e.clientX - rect.left, y: e.clientY - rect.top }
  }

  const onDown = (e: PointerEvent) => {
    stopGlide?.()
    if (e.pointerType === 'mouse' && e.button !== 0) return
    try {
      canvas.setPointerCapture(e.pointerId)
    } catch {
      // a synthetic pointer cannot be captured; the gesture still works
    }
    const p = local(e)
    pointers.set(e.pointerId, p)
    if (pointers.size === 1) {
      start = p
      moved = false
      velocity = { x: 0, y: 0, t: e.timeStamp }
    } else moved = true
  }

  const onMove = (e: PointerEvent) => {
    const prev = pointers.get(e.pointerId)
    if (!prev) return
    const p = local(e)
    if (pointers.size === 1) {
      if (start && Math.hypot(p.x - start.x, p.y - start.y) > TAP_SLOP_PX) moved = true
      if (moved) {
        const dt = Math.max(1, e.timeStamp - velocity.t)
        // Smoothed, so one late event does not fling the picture.
        velocity = {
          x: 0.6 * ((p.x - prev.x) / dt) + 0.4 * velocity.x,
          y: 0.6 * ((p.y - prev.y) / dt) + 0.4 * velocity.y,
          t: e.timeStamp,
        }
        const v = target.view()
        target.setView({ ...v, x: v.x + p.x - prev.x, y: v.y + p.y - prev.y })
      }
    } else if (pointers.size === 2) {
      const others = [...pointers.entries()].filter(([id]) => id !== e.pointerId)
      const other = others[0]?.[1]
      if (other) {
        const before = Math.hypot(prev.x - other.x, prev.y - other.y)
        const after = Math.hypot(p.x - other.x, p.y - other.y)
        const mid = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 }
        const prevMid = { x: (prev.x + other.x) / 2, y: (prev.y + other.y) / 2 }
        const zoomed = zoomAt(target.view(), before > 0 ? after / before : 1, mid.x, mid.y)
        target.setView({
          ...zoomed,
          x: zoomed.x + mid.x - prevMid.x,
          y: zoomed.y + mid.y - prevMid.y,
        })
      }
    }
    pointers.set(e.pointerId, p)
  }

  const glide = () => {
    let last = loop.now()
    stopGlide = loop.animate((time) => {
      const dt = Math.min(50, Math.max(1, time - last))
      last = time
      const decay = GLIDE_FRICTION ** (dt / 16)
      velocity = { ...velocity, x: velocity.x * decay, y: velocity.y * decay }
      if (Math.hypot(velocity.x, velocity.y) < GLIDE_STOP) return false
      const v = target.view()
      target.setView({ ...v, x: v.x + velocity.x * dt, y: v.y + velocity.y * dt })
      return true
    })
  }

  const onUp = (e: PointerEvent) => {
    if (!pointers.has(e.pointerId)) return
    const p = local(e)
    pointers.delete(e.pointerId)
    if (pointers.size > 0) return
    if (moved) {
      if (e.type === 'pointerup' && e.timeStamp - velocity.t < 80) glide()
      return
    }
    if (e.type !== 'pointerup') return
    if (
      e.timeStamp - lastTap.t < DOUBLE_TAP_MS &&
      Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < DOUBLE_TAP_PX
    ) {
      lastTap = { t: Number.NEGATIVE_INFINITY, x: 0, y: 0 }
      target.animateTo(zoomAt(target.view(), 2, p.x, p.y))
      return
    }
    lastTap = { t: e.timeStamp, ...p }
    target.tap(p.x, p.y)
  }

  const onWheel = (e: WheelEvent) => {
    e.preventDefault()
    stopGlide?.()
    const p = local(e)
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1
    const dx = e.deltaX * unit
    const dy = e.deltaY * unit
    const v = target.view()
    // ctrl+wheel is a trackpad pinch (and ctrl+scroll); a notched mouse wheel moves in big steps.
    const mouseWheel = e.deltaMode !== 0 || (dx === 0 && Math.abs(dy) >= 40 && Number.isInteger(dy))
    if (e.ctrlKey || mouseWheel) {
      const factor = Math.exp(-dy * (e.ctrlKey ? 0.01 : 0.0015))
      target.setView(zoomAt(v, factor, p.x, p.y))
    } else target.setView({ ...v, x: v.x - dx, y: v.y - dy })
  }

  canvas.addEventListener('pointerdown', onDown)
  canvas.addEventListener('pointermove', onMove)
  canvas.addEventListener('pointerup', onUp)
  canvas.addEventListener('pointercancel', onUp)
  canvas.addEventListener('wheel', onWheel, { passive: false })
  return () => {
    stopGlide?.()
    canvas.removeEventListener('pointerdown', onDown)
    canvas.removeEventListener('pointermove', onMove)
    canvas.removeEventListener('pointerup', onUp)
    canvas.removeEventListener('pointercancel', onUp)
    canvas.removeEventListener('wheel', onWheel)
  }
}
