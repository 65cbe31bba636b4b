import { useIonAlert, useIonViewWillEnter } from '@ionic/react'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageShell } from '../../components/page-shell'
import { KIT_PARAM } from '../../kit/kit-host'
import type { WorkPuzzle } from '../../lib/loaded-puzzle'
import { useMyWorks } from '../../works/use-my-works'
import { useWorkSharing } from '../../works/work-export'
import { WorkCard, type WorkCardActions } from './work-card'
import '../../catalog/gallery.css'

/** The user's works. `puzzleOf` is how a work's puzzle is found (the app passes workPuzzle). */
export function MyWorksPage({ puzzleOf }: { readonly puzzleOf: WorkPuzzle }) {
  const { items, reload, restart, remove } = useMyWorks(puzzleOf)
  const [confirm] = useIonAlert()
  const navigate = useNavigate()
  const sharing = useWorkSharing(puzzleOf)
  useIonViewWillEnter(reload)

  const actions = useMemo((): WorkCardActions => {
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
    return {
      open: (imageId) => navigate({ search: `?paint=${encodeURIComponent(imageId)}` }),
      export: (action, imageId) => void sharing[action](imageId),
      busy: sharing.busy,
      printKit: (imageId) => navigate({ search: `?${KIT_PARAM}=${encodeURIComponent(imageId)}` }),
      restart: (id, title) =>
        ask('Restart?', `All the colour in "${title}" will be cleared.`, () => restart(id)),
      remove: (id, title) =>
        ask('Delete?', `"${title}" and its progress will be removed from this device.`, () =>
          remove(id),
        ),
    }
  }, [confirm, navigate, sharing, reload, restart, remove])

  return (
    <PageShell title="My works">
      <h1>My works</h1>
      {items === null ? null : items.length === 0 ? (
        <p className="gallery-empty">
          Nothing here yet. Pick a picture in the gallery: everything you paint is kept here.
        </p>
      ) : (
        <div className="gallery-grid">
          {items.map((item) => (
            <WorkCard key={item.work._id} item={item} actions={actions} />
          ))}
        </div>
      )}
    </PageShell>
  )
}
