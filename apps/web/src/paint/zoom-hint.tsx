import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { preferences } from '../lib/preferences'
import { numbersHidden } from './opening-view'
import type { PaintSession } from './paint-session'

/**
 * One line over a detailed picture, the first time one opens for this person: its smaller numbers
 * are not drawn at the opening zoom and show as they zoom in. It goes once they zoom.
 */
export function ZoomHint({
  session,
  canvas,
}: {
  readonly session: PaintSession
  readonly canvas: HTMLCanvasElement | null
}) {
  const { t } = useTranslation()
  // Read once: the line stays until they zoom, though it is marked seen as it shows.
  const [seen] = useState(() => preferences.get().zoomHintSeen === true)
  const [shown, setShown] = useState<number | null>(null)

  useEffect(() => {
    if (seen || !canvas) return
    let opened: number | undefined
    const check = () => {
      const view = session.viewport
      if (opened === undefined) {
        if (view.scale === 1 && view.x === 0 && view.y === 0) return
        opened = view.scale
        if (!numbersHidden(session.puzzle, view, session.style.largeNumbers)) return
        setShown(canvas.offsetTop)
        void preferences.change({ zoomHintSeen: true })
      } else if (Math.abs(view.scale - opened) > opened * 0.05) setShown(null)
    }
    check()
    return session.subscribe(check)
  }, [session, canvas, seen])

  return shown === null ? null : (
    <p className="paint-zoom-hint" role="status" style={{ top: shown + 8 }}>
      {t('colouring.zoomHint')}
    </p>
  )
}
