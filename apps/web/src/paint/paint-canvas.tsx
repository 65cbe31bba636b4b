import { useEffect, useMemo, useRef } from 'react'
import { createHitIndex } from './hit-index'
import type { PaintSession } from './paint-session'
import { renderPuzzle } from './renderer'
import { clampViewport, fitViewport, zoomAt } from './viewport'

const TAP_SLOP_PX = 6
const DOUBLE_TAP_MS = 300

/**
 * The canvas: draws the session at most once a frame, and turns pointer input into pan, zoom
 * (wheel, trackpad pinch, touch pinch, double tap) and taps. A tap that ends a drag does not count.
 */
export function PaintCanvas({
  session,
  onTap,
  flash,
  onReady,
}: {
  readonly session: PaintSession
  readonly onTap: (regionId: number) => void
  readonly flash: number | undefined
  readonly onReady?: (api: { toScreen(x: number, y: number): { x: number; y: number } }) => void
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const size = useRef({ width: 1, height: 1 })
  const paths = useMemo(
    () => new Map(session.puzzle.regions.map((r) => [r.id, new Path2D(r.path)])),
    [session],
  )
  const flashRef = useRef(flash)
  flashRef.current = flash

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    // Hit tests run on a context of their own, whose transform stays the identity (puzzle units).
    const hitCtx = document.createElement('canvas').getContext('2d')
    const hits = createHitIndex(
      session.puzzle,
      paths,
      (p, x, y) => hitCtx?.isPointInPath(p, x, y, 'evenodd') ?? false,
    )
    let frame = 0
    const draw = () => {
      frame = 0
      const dpr = window.devicePixelRatio || 1
      renderPuzzle(ctx, session, { ...size.current, dpr, paths, flash: flashRef.current })
    }
    const requestDraw = () => {
      if (!frame) frame = requestAnimationFrame(draw)
    }
    const setView = (v: Parameters<PaintSession['setViewport']>[0]) =>
      session.setViewport(clampViewport(v, session.puzzle, size.current))
    const resize = () => {
      const rect = canvas.getBoundingClientRect()
      const dpr = window.devicePixelRatio || 1
      const first = size.current.width === 1
      size.current = { width: rect.width, height: rect.height }
      canvas.width = Math.round(rect.width * dpr)
      canvas.height = Math.round(rect.height * dpr)
      if (first) session.setViewport(fitViewport(session.puzzle, size.current))
      else setView(session.viewport)
      requestDraw()
    }
    const observer = new ResizeObserver(resize)
    observer.observe(canvas)
    resize()
    const unsubscribe = session.subscribe(requestDraw)

    const toPuzzle = (sx: number, sy: number) => {
      const v = session.viewport
      return { x: (sx - v.x) / v.scale, y: (sy - v.y) / v.scale }
    }
    onReady?.({
      toScreen: (x, y) => {
        const v = session.viewport
        const rect = canvas.getBoundingClientRect()
        return { x: rect.left + v.x + x * v.scale, y: rect.top + v.y + y * v.scale }
      },
    })

    const pointers = new Map<number, { x: number; y: number }>()
    let start: { x: number; y: number; t: number } | undefined
    let moved = false
    let lastTap = { t: 0, x: 0, y: 0 }
    let velocity = { x: 0, y: 0, t: 0 }
    let inertia = 0
    const local = (e: PointerEvent | WheelEvent) => {
      const rect = canvas.getBoundingClientRect()
      return { x: e.clientX - rect.left, y: e.clientY - rect.top }
    }
    const onDown = (e: PointerEvent) => {
      cancelAnimationFrame(inertia)
      canvas.setPointerCapture(e.pointerId)
      const p = local(e)
      pointers.set(e.pointerId, p)
      if (pointers.size === 1) {
        start = { ...p, t: performance.now() }
        moved = false
      } else moved = true
    }
    const onMove = (e: PointerEvent) => {
      const prev = pointers.get(e.pointerId)
      if (!prev) return
      const p = local(e)
      if (pointers.size === 1) {
        if (start && Math.hypot(p.x - start.x, p.y - start.y) > TAP_SLOP_PX) moved = true
        if (moved) {
          const v = session.viewport
          const now = performance.now()
          velocity = {
            x: (p.x - prev.x) / Math.max(1, now - velocity.t),
            y: (p.y - prev.y) / Math.max(1, now - velocity.t),
            t: now,
          }
          setView({ ...v, x: v.x + p.x - prev.x, y: v.y + p.y - prev.y })
        }
      } else if (pointers.size === 2) {
        const [a, b] = [...pointers.entries()].map(([id, q]) => (id === e.pointerId ? p : q)) as [
          { x: number; y: number },
          { x: number; y: number },
        ]
        const [pa, pb] = [...pointers.values()] as [
          { x: number; y: number },
          { x: number; y: number },
        ]
        const before = Math.hypot(pa.x - pb.x, pa.y - pb.y)
        const after = Math.hypot(a.x - b.x, a.y - b.y)
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
        const prevMid = { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 }
        const zoomed = zoomAt(session.viewport, before > 0 ? after / before : 1, mid.x, mid.y)
        setView({ ...zoomed, x: zoomed.x + mid.x - prevMid.x, y: zoomed.y + mid.y - prevMid.y })
      }
      pointers.set(e.pointerId, p)
    }
    const glide = () => {
      const friction = 0.92
      const step = () => {
        velocity = { ...velocity, x: velocity.x * friction, y: velocity.y * friction }
        if (Math.hypot(velocity.x, velocity.y) < 0.02) return
        const v = session.viewport
        setView({ ...v, x: v.x + velocity.x * 16, y: v.y + velocity.y * 16 })
        inertia = requestAnimationFrame(step)
      }
      inertia = requestAnimationFrame(step)
    }
    const onUp = (e: PointerEvent) => {
      const p = local(e)
      pointers.delete(e.pointerId)
      if (pointers.size > 0) return
      const now = performance.now()
      if (moved) {
        if (now - velocity.t < 60) glide()
        return
      }
      if (!start || now - start.t > 500) return
      if (now - lastTap.t < DOUBLE_TAP_MS && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < 24) {
        setView(zoomAt(session.viewport, 2, p.x, p.y))
        lastTap = { t: 0, x: 0, y: 0 }
        return
      }
      lastTap = { t: now, ...p }
      const at = toPuzzle(p.x, p.y)
      const id = hits.regionAt(at.x, at.y)
      if (id !== undefined) onTap(id)
    }
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const p = local(e)
      const v = session.viewport
      if (e.ctrlKey || (e.deltaX === 0 && Math.abs(e.deltaY) >= 40)) {
        const factor = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015))
        setView(zoomAt(v, factor, p.x, p.y))
      } else setView({ ...v, x: v.x - e.deltaX, y: v.y - e.deltaY })
    }
    canvas.addEventListener('pointerdown', onDown)
    canvas.addEventListener('pointermove', onMove)
    canvas.addEventListener('pointerup', onUp)
    canvas.addEventListener('pointercancel', onUp)
    canvas.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      observer.disconnect()
      unsubscribe()
      cancelAnimationFrame(frame)
      cancelAnimationFrame(inertia)
      canvas.removeEventListener('pointerdown', onDown)
      canvas.removeEventListener('pointermove', onMove)
      canvas.removeEventListener('pointerup', onUp)
      canvas.removeEventListener('pointercancel', onUp)
      canvas.removeEventListener('wheel', onWheel)
    }
  }, [session, paths, onTap, onReady])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a flash changes no session state, so its change alone must ask for one more frame.
  useEffect(() => {
    session.setViewport(session.viewport)
  }, [flash, session])

  return <canvas ref={canvasRef} className="paint-canvas" aria-label="Picture to colour" />
}
