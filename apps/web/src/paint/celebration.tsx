import { IonButton } from '@ionic/react'
import { useEffect, useRef, useState } from 'react'
import { paintingCanvas, paintingPng } from '../lib/painting-canvas'
import { regionPaths } from '../lib/region-paths'
import { useShare } from '../lib/use-keep-file'
import type { PaintSession } from './paint-session'

const REPLAY_MS = 3500

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

  return (
    <div className="paint-celebration" role="dialog" aria-label="Picture complete">
      <h2>Beautiful! You finished it.</h2>
      <canvas ref={canvas} className="paint-replay" />
      <div className="paint-celebration-actions">
        <IonButton onClick={() => setReplaying(true)} fill="outline" disabled={replaying}>
          Replay
        </IonButton>
        <IonButton onClick={() => void save()}>Save PNG</IonButton>
        <IonButton onClick={() => void share()} fill="outline">
          Share
        </IonButton>
      </div>
    </div>
  )
}
