import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { ARROWS, nextRegion, regionNearest } from './cursor-moves'
import type { CanvasControl } from './paint-canvas'
import type { PaintSession } from './paint-session'
import './keyboard-cursor.css'

/**
 * Painting by keyboard: while the canvas has the focus, a ring marks a region; the arrow keys move
 * it to the next region that way (brought into view), Enter or Space paints it as a tap would, and
 * what is under it is said. The ring is drawn over the canvas, which stays the renderer's own.
 */
export function KeyboardCursor({
  session,
  control,
  screen,
  onTap,
}: {
  readonly session: PaintSession
  readonly control: RefObject<CanvasControl | null>
  readonly screen: RefObject<HTMLDivElement | null>
  readonly onTap: (regionId: number) => void
}) {
  const { t } = useTranslation()
  const [at, setAt] = useState<number | null>(null)
  const [ring, setRing] = useState<{ x: number; y: number } | null>(null)
  // Said again once the region under the cursor is painted.
  useSyncExternalStore(session.subscribe, () => session.filled.size)

  useEffect(() => {
    const canvas = screen.current?.querySelector<HTMLCanvasElement>('canvas.paint-canvas')
    if (!canvas) return
    let current: number | null = null
    let frame = 0
    const place = () => {
      const region = session.puzzle.regions.find((r) => r.id === current)
      const screenBox = screen.current?.getBoundingClientRect()
      const point = region && control.current?.toScreen(region.label.x, region.label.y)
      setRing(
        point && screenBox ? { x: point.x - screenBox.left, y: point.y - screenBox.top } : null,
      )
      frame = requestAnimationFrame(place)
    }
    const moveTo = (id: number) => {
      current = id
      setAt(id)
    }
    const onFocus = () => {
      const v = session.viewport
      const box = canvas.getBoundingClientRect()
      const id = regionNearest(
        session.puzzle,
        (box.width / 2 - v.x) / v.scale,
        (box.height / 2 - v.y) / v.scale,
      )
      if (id !== undefined) moveTo(current ?? id)
      frame = requestAnimationFrame(place)
    }
    const onBlur = () => {
      cancelAnimationFrame(frame)
      setRing(null)
    }
    const onKey = (e: KeyboardEvent) => {
      if (current === null) return
      const direction = ARROWS[e.key]
      if (direction) {
        moveTo(nextRegion(session.puzzle, current, direction))
        control.current?.focusRegion(current)
      } else if (e.key === 'Enter' || e.key === ' ') onTap(current)
      else return
      // The screen's own keys (arrows pan) leave the event alone once it is handled here.
      e.preventDefault()
    }
    canvas.addEventListener('focus', onFocus)
    canvas.addEventListener('blur', onBlur)
    canvas.addEventListener('keydown', onKey)
    return () => {
      cancelAnimationFrame(frame)
      canvas.removeEventListener('focus', onFocus)
      canvas.removeEventListener('blur', onBlur)
      canvas.removeEventListener('keydown', onKey)
    }
  }, [session, control, screen, onTap])

  const region = session.puzzle.regions.find((r) => r.id === at)
  const said = region
    ? session.filled.has(region.id)
      ? t('keyboardPaint.painted')
      : t('keyboardPaint.colour', { number: region.color + 1 })
    : ''
  return (
    <>
      {ring ? (
        <span
          className="paint-cursor"
          data-region={at ?? undefined}
          style={{ left: ring.x, top: ring.y }}
          aria-hidden="true"
        />
      ) : null}
      <span id="paint-keyboard-help" className="paint-visually-hidden">
        {t('keyboardPaint.help')}
      </span>
      <span className="paint-visually-hidden" aria-live="polite">
        {ring ? said : ''}
      </span>
    </>
  )
}
