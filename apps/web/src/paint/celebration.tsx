import { TOAST_ERROR_COLOR } from '@huey/contracts'
import { IonButton } from '@ionic/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileName } from '../lib/keep-file'
import { paintingCanvas, paintingPng } from '../lib/painting-canvas'
import { regionPaths } from '../lib/region-paths'
import { showToast } from '../lib/toasts'
import { useKeepFile, useShare } from '../lib/use-keep-file'
import type { PaintSession } from './paint-session'
import { makeTimeLapse } from './time-lapse'

const REPLAY_MS = 3500

/** The painting's time-lapse video, made on demand, saved or shared as the PNG is. */
function useTimeLapse(session: PaintSession, title: string) {
  const keepFile = useKeepFile()
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const keep = async (how: 'save' | 'share') => {
    setBusy(true)
    try {
      const { blob, extension } = await makeTimeLapse(session.puzzle, session.paintingOrder)
      const name = fileName(title, 'huey-time-lapse', extension)
      await keepFile({ blob, name, title: title || t('colouring.video.save') }, how)
    } catch {
      showToast(t('colouring.video.failed'), TOAST_ERROR_COLOR)
    } finally {
      setBusy(false)
    }
  }
  return { busy, keep }
}

/** The finished picture: a short replay in painting order, then save and share. */
export function Celebration({
  session,
  title,
}: {
  readonly session: PaintSession
  readonly title: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [replaying, setReplaying] = useState(true)
  const sharing = useShare()
  const { t } = useTranslation()

  useEffect(() => {
    const target = canvas.current
    const ctx = target?.getContext('2d')
    if (!target || !ctx || !replaying) return
    const full = paintingCanvas(session, 480, true)
    target.width = full.width
    target.height = full.height
    const order = session.paintingOrder
    const regions = new Map(session.puzzle.regions.map((r) => [r.id, r]))
    const paths = regionPaths(session.puzzle)
    const scale = full.width / session.puzzle.width
    const started = performance.now()
    let frame = 0
    let drawn = 0
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, full.width, full.height)
    const step = () => {
      const upto = Math.min(
        order.length,
        Math.ceil(((performance.now() - started) / REPLAY_MS) * order.length),
      )
      ctx.save()
      ctx.scale(scale, scale)
      for (; drawn < upto; drawn++) {
        const r = regions.get(order[drawn] as number)
        if (!r) continue
        ctx.fillStyle = session.puzzle.palette[r.color] ?? '#000'
        const path = paths.get(r.id)
        if (!path) continue
        ctx.fill(path, 'evenodd')
        ctx.strokeStyle = ctx.fillStyle
        ctx.lineWidth = 0.6
        ctx.stroke(path)
      }
      ctx.restore()
      if (drawn < order.length) frame = requestAnimationFrame(step)
      else setReplaying(false)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [session, replaying])

  async function save() {
    const png = await paintingPng(session)
    if (png) await sharing.save(png, title)
  }

  async function share() {
    const png = await paintingPng(session)
    if (png) await sharing.share(png, title)
  }

  const video = useTimeLapse(session, title)

  return (
    <div className="paint-celebration" role="dialog" aria-label={t('colouring.finished.label')}>
      <h2>{t('colouring.finished.title')}</h2>
      <canvas ref={canvas} className="paint-replay" />
      <div className="paint-celebration-actions">
        <IonButton onClick={() => setReplaying(true)} fill="outline" disabled={replaying}>
          {t('colouring.finished.replay')}
        </IonButton>
        <IonButton onClick={() => void save()}>{t('colouring.finished.savePng')}</IonButton>
        <IonButton onClick={() => void share()} fill="outline">
          {t('colouring.finished.share')}
        </IonButton>
      </div>
      <div className="paint-celebration-actions">
        <IonButton onClick={() => void video.keep('save')} disabled={video.busy}>
          {video.busy ? t('colouring.video.making') : t('colouring.video.save')}
        </IonButton>
        <IonButton onClick={() => void video.keep('share')} fill="outline" disabled={video.busy}>
          {t('colouring.video.share')}
        </IonButton>
      </div>
    </div>
  )
}
