import {
  type ComponentType,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { LoadedPuzzle } from '../lib/loaded-puzzle'
import { preferences } from '../lib/preferences'
import { Celebration } from './celebration'
import { wrongTapHaptic } from './haptics'
import { bindKeys } from './keyboard'
import { KeyboardCursor } from './keyboard-cursor'
import { type CanvasControl, PaintCanvas } from './paint-canvas'
import type { PaintSession } from './paint-session'
import { PaintSettings } from './paint-settings'
import { PaintToolbar } from './paint-toolbar'
import { PaintTools } from './paint-tools'
import { Palette } from './palette'
import { usePaintPreferences } from './use-paint-preferences'
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

/**
 * Something another feature lays over the colouring screen (painting together), given the
 * painting and where a puzzle point is on the screen; app/ passes it, so paint imports no feature.
 */
export type PaintOverlay = ComponentType<{
  readonly imageId: string
  readonly painting: PaintSession
  readonly toScreen: (x: number, y: number) => { x: number; y: number }
}>

/** Keeps the work whenever regions are filled, whether by a tap, a drag, a circle or a find. */
function usePersistFills(
  session: PaintSession | null,
  persist: (s: PaintSession, forceThumb?: boolean) => void,
): void {
  useEffect(() => {
    if (!session) return
    let count = session.paintingOrder.length
    return session.subscribe(() => {
      if (session.paintingOrder.length === count) return
      count = session.paintingOrder.length
      persist(session, session.complete)
    })
  }, [session, persist])
}

/** The colouring screen for one picture: canvas, tools, palette, progress, settings, completion. */
export function PaintScreen({
  imageId,
  loaded,
  store,
  onClose,
  onPrintKit,
  overlay: Overlay,
}: {
  readonly imageId: string
  readonly loaded: LoadedPuzzle
  readonly store: WorkStore
  readonly onClose: () => void
  /** Opens the "Print kit" form for this picture; no button without it. */
  readonly onPrintKit?: (imageId: string) => void
  readonly overlay?: PaintOverlay
}) {
  const { session, persist } = useWorkSession(imageId, loaded.puzzle, store)
  const control = useRef<CanvasControl | null>(null)
  const screen = useRef<HTMLDivElement>(null)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const settings = usePaintPreferences(session)
  usePersistFills(session, persist)

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
      if (session?.fill(id) !== 'wrong-colour') return
      control.current?.flash(id)
      wrongTapHaptic()
    },
    [session],
  )
  const toScreen = useCallback(
    (x: number, y: number) => control.current?.toScreen(x, y) ?? { x: 0, y: 0 },
    [],
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
    <div className={`paint-screen${settings.leftHanded ? ' left-handed' : ''}`} ref={screen}>
      <PaintToolbar
        title={loaded.title}
        progress={progress}
        canHint={session !== null && !complete}
        leftHanded={settings.leftHanded}
        onHint={hint}
        onClose={onClose}
        onSettings={() => setSettingsOpen(true)}
        onPrintKit={onPrintKit ? () => onPrintKit(imageId) : undefined}
      />
      {session ? (
        <PaintCanvas session={session} onTap={onTap} onReady={onReady} />
      ) : (
        <div className="paint-canvas" />
      )}
      {session ? (
        <KeyboardCursor session={session} control={control} screen={screen} onTap={onTap} />
      ) : null}
      {session ? (
        <PaintTools session={session} onFind={() => control.current?.findNearest()} />
      ) : null}
      {session ? <Palette session={session} symbols={settings.symbols} /> : null}
      {settingsOpen ? (
        <PaintSettings
          value={settings.prefs}
          deviceReducesMotion={settings.deviceReducesMotion}
          onChange={(change) => void preferences.change(change)}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
      {session && Overlay ? (
        <Overlay imageId={imageId} painting={session} toScreen={toScreen} />
      ) : null}
      {complete && session ? <Celebration session={session} title={loaded.title} /> : null}
    </div>
  )
}
