import { IonButton, IonButtons, IonIcon, IonProgressBar, IonTitle, IonToolbar } from '@ionic/react'
import { bulbOutline, close } from 'ionicons/icons'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { percentPainted } from '../lib/percent-painted'
import { Celebration } from './celebration'
import { bindKeys } from './keyboard'
import { type CanvasControl, PaintCanvas } from './paint-canvas'
import { PaintSession } from './paint-session'
import { Palette } from './palette'
import { loadWork, ProgressWriter } from './progress-store'
import type { LoadedPuzzle } from './puzzle-loader'
import { paintingCanvas, THUMBNAIL_PX } from './snapshot'
import { SYNC_EVERY_MS, syncWork } from './work-sync'
import './paint.css'

const THUMBNAIL_EVERY_MS = 4000

/** What the e2e build reads of the open colouring screen. */
export interface OpenPaintScreen {
  readonly session: PaintSession
  toScreen(x: number, y: number): { x: number; y: number }
}
let open: OpenPaintScreen | undefined
export const openPaintScreen = (): OpenPaintScreen | undefined => open

/** The colouring screen for one picture: canvas, palette, progress, hint, completion. */
export function PaintScreen({
  imageId,
  loaded,
  onClose,
}: {
  readonly imageId: string
  readonly loaded: LoadedPuzzle
  readonly onClose: () => void
}) {
  const [session, setSession] = useState<PaintSession | null>(null)
  const writer = useRef(new ProgressWriter())
  const lastThumb = useRef(0)
  const thumb = useRef('')
  const control = useRef<CanvasControl | null>(null)

  useEffect(() => {
    let current = true
    void loadWork(imageId).then((work) => {
      if (!current) return
      thumb.current = work?.pngData ?? ''
      setSession(new PaintSession(loaded.puzzle, work?.filled ?? []))
    })
    return () => {
      current = false
    }
  }, [imageId, loaded])

  const persist = useCallback(
    (s: PaintSession, forceThumb = false) => {
      const save = () =>
        writer.current.schedule({
          _id: imageId,
          imageId,
          filled: [...s.paintingOrder],
          pngData: thumb.current,
          ...(s.complete ? { completedAt: new Date().toISOString() } : {}),
        })
      const now = Date.now()
      const due = now - lastThumb.current > THUMBNAIL_EVERY_MS
      if (forceThumb) {
        thumb.current = paintingCanvas(s, THUMBNAIL_PX).toDataURL('image/png')
        lastThumb.current = now
      } else if (due) {
        // The thumbnail waits until the fill is on screen: the tap's frame stays quick.
        lastThumb.current = now
        requestAnimationFrame(() =>
          setTimeout(() => {
            thumb.current = paintingCanvas(s, THUMBNAIL_PX).toDataURL('image/png')
            save()
          }),
        )
      }
      save()
    },
    [imageId],
  )

  useEffect(() => {
    if (!session) return
    const flush = () => {
      if (session.filled.size > 0) persist(session, true)
      void writer.current.flush()
    }
    const onHide = () => document.visibilityState === 'hidden' && flush()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', flush)
    open = { session, toScreen: (x, y) => control.current?.toScreen(x, y) ?? { x: 0, y: 0 } }
    // Signed in: bring in other devices' progress now, every 10 s while painting, and when back online.
    let synced = -1
    const sync = () => {
      if (synced === session.filled.size && synced >= 0) return
      const sent = session.filled.size
      void syncWork(
        imageId,
        [...session.paintingOrder],
        session.complete ? new Date().toISOString() : undefined,
      ).then((merged) => {
        if (!merged) return
        synced = sent
        const before = session.filled.size
        session.merge(merged)
        if (session.filled.size !== before) persist(session, true)
      })
    }
    sync()
    const timer = setInterval(() => navigator.onLine && sync(), SYNC_EVERY_MS)
    window.addEventListener('online', sync)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', sync)
      synced = -1
      sync()
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', flush)
      flush()
      open = undefined
    }
  }, [session, persist, imageId])

  const onTap = useCallback(
    (id: number) => {
      if (!session) return
      const result = session.fill(id)
      if (result === 'filled') persist(session, session.complete)
      else if (result === 'wrong-colour') control.current?.flash(id)
    },
    [session, persist],
  )

  const onReady = useCallback((c: CanvasControl) => {
    control.current = c
  }, [])

  const progress = useSyncExternalStore(
    session?.subscribe ?? (() => () => undefined),
    () => session?.progress ?? 0,
  )
  const complete = progress === 1 && session !== null

  useEffect(() => {
    if (!session) return
    return bindKeys(session, () => control.current, onClose)
  }, [session, onClose])

  function hint() {
    const id = session?.hintRegion()
    if (id !== undefined) control.current?.focusRegion(id)
  }

  return (
    <div className="paint-screen">
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton onClick={onClose} aria-label="Close">
            <IonIcon slot="icon-only" icon={close} />
          </IonButton>
        </IonButtons>
        <IonTitle>{loaded.title || 'Colour by number'}</IonTitle>
        <IonButtons slot="end">
          <IonButton
            onClick={hint}
            aria-label="Hint: show a region to colour"
            disabled={!session || complete}
          >
            <IonIcon slot="icon-only" icon={bulbOutline} />
          </IonButton>
        </IonButtons>
        <IonProgressBar value={progress} aria-label={`${percentPainted(progress)}% painted`} />
      </IonToolbar>
      <p className="paint-progress" data-testid="paint-progress">
        {percentPainted(progress)}% painted
      </p>
      {session ? (
        <PaintCanvas session={session} onTap={onTap} onReady={onReady} />
      ) : (
        <div className="paint-canvas" />
      )}
      {session ? <Palette session={session} /> : null}
      {complete && session ? <Celebration session={session} title={loaded.title} /> : null}
    </div>
  )
}
