import type { Puzzle } from '@huey/pbn'
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { fileName, type ShareOutcome } from '../lib/keep-file'
import { closedByPerson } from '../lib/url-modal'
import { useKeepFile } from '../lib/use-keep-file'
import { useSearchUpdate } from '../lib/use-search-update'
import { KitForm } from './kit-form'
import { KIT_PARAM } from './kit-param'
import { makeKit } from './make-kit'
import './kit.css'

/**
 * The "Print kit" modal over whatever page is showing when the URL says `?kit=<imageId>`; the
 * picture comes from `loadPuzzle` (the app's one loader for works, catalogue and own photos).
 */
export function KitHost({
  loadPuzzle,
}: {
  readonly loadPuzzle: (imageId: string) => Promise<{ puzzle: Puzzle; title: string }>
}) {
  const [params] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const navigate = useNavigate()
  const keepFile = useKeepFile()
  const { t } = useTranslation()
  const keep = useCallback(
    (pdf: Blob, title: string, how: 'save' | 'share'): Promise<ShareOutcome> =>
      keepFile(
        {
          blob: pdf,
          name: fileName(title && `${title} kit`, 'huey-kit', 'pdf'),
          title: t('kit.fileTitle', { title: title || 'Huey' }),
        },
        how,
      ),
    [keepFile, t],
  )
  const imageId = params.get(KIT_PARAM)
  const [loaded, setLoaded] = useState<{ id: string; puzzle: Puzzle; title: string } | null>(null)
  const [failed, setFailed] = useState('')

  useEffect(() => {
    if (!imageId) return
    let current = true
    setFailed('')
    loadPuzzle(imageId).then(
      (got) => current && setLoaded({ id: imageId, ...got }),
      (error: unknown) =>
        current && setFailed(error instanceof Error ? error.message : t('kit.notOpened')),
    )
    return () => {
      current = false
    }
  }, [imageId, loadPuzzle, t])

  const close = () => {
    if (window.history.state?.idx > 0) navigate(-1)
    else updateSearch((next) => next.delete(KIT_PARAM))
  }
  const ready = loaded && loaded.id === imageId ? loaded : null

  return (
    <IonModal isOpen={imageId !== null} onDidDismiss={(event) => closedByPerson(event) && close()}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('kit.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={close}>{t('common.close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>{t('kit.intro')}</p>
        {failed ? (
          <p role="alert">{failed}</p>
        ) : (
          <KitForm
            puzzle={ready?.puzzle ?? null}
            title={ready?.title ?? ''}
            make={makeKit}
            keep={keep}
          />
        )}
      </IonContent>
    </IonModal>
  )
}
