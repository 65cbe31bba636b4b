import { IonIcon } from '@ionic/react'
import { brushOutline, locateOutline, radioButtonOnOutline } from 'ionicons/icons'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../i18n/format'
import { percentPainted } from '../lib/percent-painted'
import type { PaintSession, PaintTool } from './paint-session'

/** The fill tools beside tapping: each button turns its tool on, or back to tapping. */
const fillTools = [
  { tool: 'drag', icon: brushOutline, label: 'colouring.dragFill' },
  { tool: 'circle', icon: radioButtonOnOutline, label: 'colouring.circleFill' },
] as const satisfies readonly { tool: PaintTool; icon: string; label: string }[]

/**
 * The row between the picture and the palette: the fill tools (free and unlimited), "find" once the
 * selected colour has a few regions left, and the progress, which never sits on the picture.
 */
export function PaintTools({
  session,
  onFind,
}: {
  readonly session: PaintSession
  readonly onFind: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const tool = useSyncExternalStore(session.subscribe, () => session.tool)
  const progress = useSyncExternalStore(session.subscribe, () => session.progress)
  const percent = percentPainted(progress)
  const canFind = useSyncExternalStore(session.subscribe, () => session.canFind)
  const left = useSyncExternalStore(session.subscribe, () =>
    session.remainingOf(session.selectedColor),
  )
  return (
    <div className="paint-tools">
      <div className="paint-tool-group" role="toolbar" aria-label={t('colouring.tools')}>
        {fillTools.map((fill) => (
          <button
            key={fill.tool}
            type="button"
            className="paint-tool"
            aria-pressed={tool === fill.tool}
            onClick={() => session.setTool(tool === fill.tool ? 'tap' : fill.tool)}
          >
            <IonIcon icon={fill.icon} aria-hidden="true" />
            <span>{t(fill.label)}</span>
          </button>
        ))}
        {canFind ? (
          <button type="button" className="paint-tool paint-find" onClick={onFind}>
            <IonIcon icon={locateOutline} aria-hidden="true" />
            <span>{t('colouring.find', { count: left })}</span>
          </button>
        ) : null}
      </div>
      <p className="paint-progress" aria-live="polite">
        {/* A phone shows the percentage alone, so the tools keep their row in any language. */}
        <span className="paint-progress-short" aria-hidden="true">
          {format.percent(percent / 100)}
        </span>
        <span className="paint-progress-long" data-testid="paint-progress">
          {t('colouring.painted', { percent: format.percent(percent / 100) })}
        </span>
      </p>
    </div>
  )
}
