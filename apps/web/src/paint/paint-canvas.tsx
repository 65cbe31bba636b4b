import { useEffect, useRef } from 'react'
import { regionPaths } from '../lib/region-paths'
import { FrameLoop } from './frame-loop'
import { attachGestures } from './gestures'
import { createHitIndex, type HitTester, regionBoxes } from './hit-index'
import type { PaintSession, Viewport } from './paint-session'
import { PaintRenderer } from './renderer'
import { TAP_REACH_PX, tapTarget } from './tap-target'
import { centreOn, clampViewport, fitViewport, zoomAt } from './viewport'

const ANIMATION_MS = 280

/** What the screen around the canvas can ask of it. */
export interface CanvasControl {
  /** Page position of a puzzle point. */
  toScreen(x: number, y: number): { x: number; y: number }
  zoomBy(factor: number): void
  panBy(dx: number, dy: number): void
  /** Brings a region to the middle of the screen, big enough to tap, and rings it. */
  focusRegion(id: number): void
  flash(id: number): void
}

/** Marks the performance timeline when the first complete frame is on screen (bench/paint.bench.ts). */
export const FIRST_FRAME_MARK = 'huey:paint-first-frame'

/**
 * The canvas: a PaintRenderer draws the session (at most once a frame, through one FrameLoop), and
 * gestures turn input into pan, zoom and taps; a tap is hit-tested to a region for `onTap`.
 */
export function PaintCanvas({
  session,
  onTap,
  onReady,
}: {
  readonly session: PaintSession
  readonly onTap: (regionId: number) => void
  readonly onReady?: (control: CanvasControl) => void
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let size = { width: 1, height: 1 }
    const paths = regionPaths(session.puzzle)
    const labels = new Map(session.puzzle.regions.map((r) => [r.id, r.label]))
    const loop = new FrameLoop((time) => renderer.draw(time))
    const boxes = () => regionBoxes(session.puzzle)
    // Hit tests run on a context of their own, whose transform stays the identity (puzzle units).
    // The index is built just after the first frame, so it does not delay it.
    let hitIndex: HitTester | undefined
    const hits = () => {
      if (!hitIndex) {
        const hitCtx = document.createElement('canvas').getContext('2d')
        hitIndex = createHitIndex(
          session.puzzle,
          paths,
          boxes(),
          (p, x, y) => hitCtx?.isPointInPath(p, x, y, 'evenodd') ?? false,
        )
      }
      return hitIndex
    }
    const renderer = new PaintRenderer(canvas, session, loop, paths, boxes, () => {
      performance.mark(FIRST_FRAME_MARK)
      loop.after(30, hits)
    })
    const clamp = (v: Viewport) => clampViewport(v, session.puzzle, size)
    let stopAnimation: (() => void) | undefined
    const setView = (v: Viewport) => {
      stopAnimation?.()
      session.setViewport(clamp(v))
    }
    const animateTo = (to: Viewport) => {
      stopAnimation?.()
      const target = clamp(to)
      const from = session.viewport
      const centre = (v: Viewport) => ({
        x: (size.width / 2 - v.x) / v.scale,
        y: (size.height / 2 - v.y) / v.scale,
      })
      const [c0, c1] = [centre(from), centre(target)]
      const began = loop.now()
      stopAnimation = loop.animate(() => {
        const t = Math.min(1, (loop.now() - began) / ANIMATION_MS)
        const e = 1 - (1 - t) ** 3
        const scale = from.scale * (target.scale / from.scale) ** e
        const c = { x: c0.x + (c1.x - c0.x) * e, y: c0.y + (c1.y - c0.y) * e }
        session.setViewport(t >= 1 ? target : clamp(centreOn(c.x, c.y, scale, size)))
        return t < 1
      })
    }
    const resize = () => {
      const rect = canvas.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2) return
      const first = size.width === 1
      size = { width: rect.width, height: rect.height }
      renderer.resize(rect.width, rect.height, window.devicePixelRatio || 1)
      session.setViewport(first ? fitViewport(session.puzzle, size) : clamp(session.viewport))
    }
    const observer = new ResizeObserver(resize)
    observer.observe(canvas)
    resize()
    const detach = attachGestures(
      canvas,
      {
        view: () => session.viewport,
        setView,
        animateTo,
        tap: (sx, sy) => {
          const v = session.viewport
          const px = (sx - v.x) / v.scale
          const py = (sy - v.y) / v.scale
          const id = tapTarget(
            hits(),
            px,
            py,
            TAP_REACH_PX / v.scale,
            (r) => !session.filled.has(r) && session.regionColor.get(r) === session.selectedColor,
            (r) => {
              const label = labels.get(r)
              return !!label && Math.hypot(label.x - px, label.y - py) * v.scale < TAP_REACH_PX
            },
          )
          if (id !== undefined) onTap(id)
        },
      },
      loop,
    )
    onReady?.({
      toScreen: (x, y) => {
        const v = session.viewport
        const rect = canvas.getBoundingClientRect()
        return { x: rect.left + v.x + x * v.scale, y: rect.top + v.y + y * v.scale }
      },
      zoomBy: (factor) =>
        animateTo(zoomAt(session.viewport, factor, size.width / 2, size.height / 2)),
      panBy: (dx, dy) => {
        const v = session.viewport
        animateTo({ ...v, x: v.x + dx, y: v.y + dy })
      },
      focusRegion: (id) => {
        const region = session.puzzle.regions.find((r) => r.id === id)
        if (!region) return
        // Big enough that its number reads at about 24 px.
        const scale = Math.max(session.viewport.scale, 24 / Math.max(1, region.label.size))
        animateTo(centreOn(region.label.x, region.label.y, scale, size))
        renderer.pulse(id)
      },
      flash: (id) => renderer.flash(id),
    })
    return () => {
      observer.disconnect()
      detach()
      stopAnimation?.()
      renderer.dispose()
      loop.dispose()
    }
  }, [session, onTap, onReady])

  return <canvas ref={canvasRef} className="paint-canvas" aria-label="Picture to colour" />
}
