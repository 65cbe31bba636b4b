import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CanvasInput } from './canvas-input'
import { CanvasView } from './canvas-view'
import { FrameLoop } from './frame-loop'
import { attachGestures } from './gestures'
import { regionBoxes } from './hit-index'
import type { PaintSession } from './paint-session'
import { lazyRegionPaths } from './region-path-cache'
import { PaintRenderer } from './renderer'
import { centreOn, zoomAt } from './viewport'
import { ZoomHint } from './zoom-hint'

/** What the screen around the canvas can ask of it. */
export interface CanvasControl {
  /** Page position of a puzzle point. */
  toScreen(x: number, y: number): { x: number; y: number }
  zoomBy(factor: number): void
  panBy(dx: number, dy: number): void
  /** Brings a region to the middle of the screen, big enough to tap, and rings it. */
  focusRegion(id: number): void
  /** "Find": focuses the open region of the selected colour nearest the middle of the screen. */
  findNearest(): void
  flash(id: number): void
}

/** Marks the performance timeline when the first complete frame is on screen (bench/paint.bench.ts). */
export const FIRST_FRAME_MARK = 'huey:paint-first-frame'

function controlOf(
  canvas: HTMLCanvasElement,
  session: PaintSession,
  view: CanvasView,
  renderer: PaintRenderer,
): CanvasControl {
  const focusRegion = (id: number) => {
    const region = session.puzzle.regions.find((r) => r.id === id)
    if (!region) return
    // Big enough that its number reads at about 24 px.
    const scale = Math.max(session.viewport.scale, 24 / Math.max(1, region.label.size))
    view.animateTo(centreOn(region.label.x, region.label.y, scale, view.size))
    renderer.pulse(id)
  }
  return {
    toScreen: (x, y) => {
      const v = session.viewport
      const rect = canvas.getBoundingClientRect()
      return { x: rect.left + v.x + x * v.scale, y: rect.top + v.y + y * v.scale }
    },
    zoomBy: (factor) =>
      view.animateTo(zoomAt(session.viewport, factor, view.size.width / 2, view.size.height / 2)),
    panBy: (dx, dy) => {
      const v = session.viewport
      view.animateTo({ ...v, x: v.x + dx, y: v.y + dy })
    },
    focusRegion,
    findNearest: () => {
      const c = view.centre()
      const id = session.nearestOpen(c.x, c.y)
      if (id !== undefined) focusRegion(id)
    },
    flash: (id) => renderer.flash(id),
  }
}

/** Draws the session on the canvas and turns input into views and fills until the cleanup. */
function startCanvas(
  canvas: HTMLCanvasElement,
  session: PaintSession,
  onTap: (regionId: number) => void,
  onReady?: (control: CanvasControl) => void,
): () => void {
  const paths = lazyRegionPaths(session.puzzle)
  const boxes = () => regionBoxes(session.puzzle)
  const loop = new FrameLoop((time) => renderer.draw(time))
  const input = new CanvasInput(session, paths, boxes, onTap, (x, y, r) => renderer.ring(x, y, r))
  const renderer = new PaintRenderer(canvas, session, loop, paths, boxes, () => {
    performance.mark(FIRST_FRAME_MARK)
    // The hit index is built just after the first frame, so it does not delay it.
    loop.after(30, input.hits)
  })
  const view = new CanvasView(session, loop)
  const resize = () => {
    const rect = canvas.getBoundingClientRect()
    if (rect.width < 2 || rect.height < 2) return
    renderer.resize(rect.width, rect.height, window.devicePixelRatio || 1)
    view.resize(rect.width, rect.height)
  }
  const observer = new ResizeObserver(resize)
  observer.observe(canvas)
  resize()
  const detach = attachGestures(
    canvas,
    {
      view: () => session.viewport,
      setView: view.set,
      animateTo: view.animateTo,
      tap: input.tap,
      paintsFrom: input.paintsFrom,
      paintAlong: input.paintAlong,
    },
    loop,
  )
  onReady?.(controlOf(canvas, session, view, renderer))
  return () => {
    observer.disconnect()
    detach()
    view.dispose()
    renderer.dispose()
    loop.dispose()
  }
}

/**
 * The canvas: a PaintRenderer draws the session (at most once a frame, through one FrameLoop), and
 * gestures turn input into pan, zoom, taps and strokes; CanvasInput turns those into fills.
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
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null)
  const { t } = useTranslation()
  useEffect(
    () => (canvas ? startCanvas(canvas, session, onTap, onReady) : undefined),
    [canvas, session, onTap, onReady],
  )
  // Focusable, so the keyboard can paint (keyboard-cursor.tsx: its help is the description).
  return (
    <>
      <canvas
        ref={setCanvas}
        className="paint-canvas"
        tabIndex={0}
        aria-label={t('colouring.picture')}
        aria-describedby="paint-keyboard-help"
      />
      <ZoomHint session={session} canvas={canvas} />
    </>
  )
}
