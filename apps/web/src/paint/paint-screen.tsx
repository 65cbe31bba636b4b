import { IonButton, IonButtons, IonIcon, IonProgressBar, IonTitle, IonToolbar } from '@ionic/react'
import { bulbOutline, close, printOutline } from 'ionicons/icons'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import type { LoadedPuzzle } from '../lib/loaded-puzzle'
import { percentPainted } from '../lib/percent-painted'
import { Celebration } from './celebration'
import { bindKeys } from './keyboard'
import { type CanvasControl, PaintCanvas } from './paint-canvas'
import type { PaintSession } from './paint-session'
import { Palette } from './palette'
import { useWorkSession } from './use-work-session'
import type { WorkStore } from './work-store'
import './paint.css'

/** What the e2e build reads of the open colouring screen. */
export interface OpenPaintScreen {
  readonly session: PaintSession
  toScreen(x: number, y: number): { x: number; y: number }
}
let open: OpenPaintScreen | undefined
export const openPaintScreen = (): OpenPaintScreen | undefined => open

function PaintToolbar(props: {
  readonly title: string
  readonly progress: number
  readonly canHint: boolean
  readonly onHint: () => void
  readonly onClose: () => void
  readonly onPrintKit?: () => void
}) {
  return (
    <IonToolbar>
      <IonButtons slot="start">
        <IonButton onClick={props.onClose} aria-label="Close">
          <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
        </IonButton>
      </IonButtons>
      <IonTitle>{props.title || 'Colour by number'}</IonTitle>
      <IonButtons slot="end">
        {props.onPrintKit ? (
          <IonButton onClick={props.onPrintKit} aria-label="Print kit">
            <IonIcon slot="icon-only" icon={printOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
        <IonButton
          onClick={props.onHint}
          aria-label="Hint: show a region to colour"
          disabled={!props.canHint}
        >
          <IonIcon slot="icon-only" icon={bulbOutline} aria-hidden="true" />
        </IonButton>
      </IonButtons>
      <IonProgressBar
        value={props.progress}
        aria-label={`${percentPainted(props.progress)}% painted`}
      />
    </IonToolbar>
  )
}

/** The colouring screen for one picture: canvas, palette, progress, hint, completion. */
export function PaintScreen({
  imageId,
  loaded,
  store,
  onClose,
  onPrintKit,
}: {
  readonly imageId: string
  readonly loaded: LoadedPuzzle
  readonly store: WorkStore
  readonly onClose: () => void
  /** Opens the "Print kit" form for this picture; no button without it. */
  readonly onPrintKit?: (imageId: string) => void
}) {
  const { session, persist } = useWorkSession(imageId, loaded.puzzle, store)
  const control = useRef<CanvasControl | null>(null)

  useEffect(() => {
    if (!session) return
    open = { session, toScreen: (x, y) => control.current?.toScreen(x, y) ?? { x: 0, y: 0 } }
    const unbind = bindKeys(session, () => control.current, onClose)
    return () => {
      unbind()
      open = undefined
    }
  }, [session, onClose])

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
  const hint = () => {
    const id = session?.hintRegion()
    if (id !== undefined) control.current?.focusRegion(id)
  }

  return (
    <div className="paint-screen">
      <PaintToolbar
        title={loaded.title}
        progress={progress}
        canHint={session !== null && !complete}
        onHint={hint}
        onClose={onClose}
        onPrintKit={onPrintKit ? () => onPrintKit(imageId) : undefined}
      />
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
