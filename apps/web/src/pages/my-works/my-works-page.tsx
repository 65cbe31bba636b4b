import {
  IonButton,
  IonIcon,
  IonProgressBar,
  IonSpinner,
  useIonAlert,
  useIonViewWillEnter,
} from '@ionic/react'
import { brush, downloadOutline, refresh, shareSocialOutline, trash } from 'ionicons/icons'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { workPuzzle } from '../../app/work-puzzle'
import { PageShell } from '../../components/page-shell'
import { syncCreations } from '../../create/creation-sync'
import { percentPainted } from '../../lib/percent-painted'
import { useWorkSharing, type WorkAction } from '../../paint/work-export'
import { pullWorks } from '../../paint/work-sync'
import { drawMissingThumbnails } from '../../paint/work-thumbnails'
import { deleteWork, listWorks, restartWork, type WorkListItem } from '../../storage/works'
import '../../catalog/gallery.css'

export function MyWorksPage() {
  const [items, setItems] = useState<readonly WorkListItem[] | null>(null)
  const [confirm] = useIonAlert()
  const navigate = useNavigate()
  const sharing = useWorkSharing(workPuzzle)
  const reload = useCallback(() => {
    const show = async () => {
      const listed = await listWorks()
      setItems(listed)
      return listed
    }
    void show().catch(() => setItems([]))
    // Puzzles made from photos on other devices come first, so their works have a picture.
    void syncCreations()
      .then(() => pullWorks())
      .then(show)
      .then((listed) =>
        drawMissingThumbnails(
          listed.map((item) => item.work),
          workPuzzle,
          () => void show(),
        ),
      )
  }, [])
  useEffect(reload, [reload])
  useIonViewWillEnter(reload)

  const ask = (header: string, message: string, action: () => Promise<void>) =>
    void confirm({
      header,
      message,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: header.replace('?', ''),
          role: 'destructive',
          handler: () => void action().then(reload),
        },
      ],
    })

  // Busy while a puzzle this device lacks is fetched and drawn.
  const exportButton = (action: WorkAction, imageId: string, label: string, icon: string) => {
    const busy = sharing.busy(action, imageId)
    return (
      <IonButton
        size="small"
        fill="clear"
        aria-label={label}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void sharing[action](imageId)}
      >
        {busy ? (
          <IonSpinner name="crescent" slot="icon-only" />
        ) : (
          <IonIcon icon={icon} slot="icon-only" />
        )}
      </IonButton>
    )
  }

  return (
    <PageShell title="My works">
      <h1>My works</h1>
      {items === null ? null : items.length === 0 ? (
        <p className="gallery-empty">
          Nothing here yet. Pick a picture in the gallery: everything you paint is kept here.
        </p>
      ) : (
        <div className="gallery-grid">
          {items.map(({ work, image, regions }) => {
            const progress = work.completedAt ? 1 : regions > 0 ? work.filled.length / regions : 0
            const title = image?.title ?? 'My picture'
            return (
              <div key={work._id} className="picture-card work-card" data-work-id={work._id}>
                <button
                  type="button"
                  className="picture-thumb work-open"
                  onClick={() => navigate({ search: `?paint=${encodeURIComponent(work.imageId)}` })}
                  aria-label={`Continue ${title}`}
                >
                  {work.pngData ? <img src={work.pngData} alt="" width={240} height={240} /> : null}
                </button>
                <span className="picture-meta">
                  <span className="picture-title">{title}</span>
                  <span className="work-status">
                    {work.completedAt ? 'Completed' : `${percentPainted(progress)}%`}
                  </span>
                </span>
                {work.completedAt ? null : <IonProgressBar value={progress} />}
                <span className="work-actions">
                  <IonButton
                    size="small"
                    fill="clear"
                    aria-label={`Continue ${title}`}
                    onClick={() =>
                      navigate({ search: `?paint=${encodeURIComponent(work.imageId)}` })
                    }
                  >
                    <IonIcon icon={brush} slot="icon-only" />
                  </IonButton>
                  {exportButton('save', work.imageId, `Save ${title} as PNG`, downloadOutline)}
                  {exportButton('share', work.imageId, `Share ${title}`, shareSocialOutline)}
                  <IonButton
                    size="small"
                    fill="clear"
                    aria-label={`Restart ${title}`}
                    onClick={() =>
                      ask('Restart?', `All the colour in "${title}" will be cleared.`, () =>
                        restartWork(work._id),
                      )
                    }
                  >
                    <IonIcon icon={refresh} slot="icon-only" />
                  </IonButton>
                  <IonButton
                    size="small"
                    fill="clear"
                    color="danger"
                    aria-label={`Delete ${title}`}
                    onClick={() =>
                      ask(
                        'Delete?',
                        `"${title}" and its progress will be removed from this device.`,
                        () => deleteWork(work._id),
                      )
                    }
                  >
                    <IonIcon icon={trash} slot="icon-only" />
                  </IonButton>
                </span>
              </div>
            )
          })}
        </div>
      )}
    </PageShell>
  )
}
