import { IonModal, IonSpinner } from '@ionic/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { LoadedPuzzle, WorkPuzzle } from '../lib/loaded-puzzle'
import { closedByPerson } from '../lib/url-modal'
import { useSearchUpdate } from '../lib/use-search-update'
import { type PaintOverlay, PaintScreen } from './paint-screen'
import type { WorkStore } from './work-store'

/** Marks the performance timeline when a puzzle's data is loaded (bench/paint.bench.ts). */
export const DATA_LOADED_MARK = 'huey:paint-data-loaded'

export interface PaintHostProps {
  /**
   * The picture's puzzle. The app passes `workPuzzle`: own photos come from the user's synced
   * creations, which the catalogue has never seen.
   */
  readonly loadPuzzle: WorkPuzzle
  /** Where progress is kept and synced (the app passes the works feature's). */
  readonly store: WorkStore
  /**
   * Offered a picture that could not be opened; answers true when it took the person elsewhere
   * (a locked picture to the paywall), so no error is shown.
   */
  readonly onUnavailable?: (imageId: string, error: unknown) => Promise<boolean>
  /** Opens the "Print kit" form for the picture (the app hosts it); no button without it. */
  readonly onPrintKit?: (imageId: string) => void
  /** Laid over the colouring screen (the app passes painting together). */
  readonly overlay?: PaintOverlay
}

/**
 * Opens the colouring screen full screen over whatever page is showing when the URL says
 * `?paint=<imageId>`, so reload and the back button work (DESIGN.md).
 */
export function PaintHost({
  loadPuzzle,
  store,
  onUnavailable,
  onPrintKit,
  overlay,
}: PaintHostProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const navigate = useNavigate()
  const imageId = params.get('paint')
  const [state, setState] = useState<{ id: string; loaded?: LoadedPuzzle; error?: string } | null>(
    null,
  )

  useEffect(() => {
    if (!imageId) {
      setState(null)
      return
    }
    let current = true
    setState({ id: imageId })
    loadPuzzle(imageId).then(
      (loaded) => {
        if (!current) return
        performance.mark(DATA_LOADED_MARK)
        setState({ id: imageId, loaded })
      },
      async (error: unknown) => {
        if (!current) return
        if ((await onUnavailable?.(imageId, error)) || !current) return
        setState({
          id: imageId,
          // Empty: no message of its own, the screen says it could not be opened.
          error: error instanceof Error ? error.message : '',
        })
      },
    )
    return () => {
      current = false
    }
  }, [imageId, loadPuzzle, onUnavailable])

  const closeScreen = () => {
    if (window.history.length > 1 && window.history.state?.idx > 0) navigate(-1)
    else updateSearch((next) => next.delete('paint'))
  }

  return (
    <IonModal
      isOpen={imageId !== null}
      onDidDismiss={(event) => closedByPerson(event) && closeScreen()}
      className="paint-modal"
      aria-label={t('colouring.screen')}
    >
      {state?.loaded ? (
        <PaintScreen
          key={state.id}
          imageId={state.id}
          loaded={state.loaded}
          store={store}
          onClose={closeScreen}
          onPrintKit={onPrintKit}
          overlay={overlay}
        />
      ) : state?.error !== undefined ? (
        <div className="paint-message" role="alert">
          <p>{state.error || t('colouring.unavailable')}</p>
          <button type="button" onClick={closeScreen}>
            {t('colouring.back')}
          </button>
        </div>
      ) : (
        <div className="paint-message">
          <IonSpinner aria-label={t('colouring.opening')} />
        </div>
      )}
    </IonModal>
  )
}
