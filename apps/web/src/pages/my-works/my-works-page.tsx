import { useIonAlert, useIonViewWillEnter } from '@ionic/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PageShell } from '../../components/page-shell'
import { KIT_PARAM } from '../../kit/kit-param'
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
  const { t } = useTranslation()
  const sharing = useWorkSharing(puzzleOf)
  useIonViewWillEnter(reload)

  const actions = useMemo((): WorkCardActions => {
    const ask = (
      what: { header: string; message: string; confirm: string },
      action: () => Promise<void>,
    ) =>
      void confirm({
        header: what.header,
        message: what.message,
        buttons: [
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: what.confirm,
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
        ask(
          {
            header: t('myWorks.restartTitle'),
            message: t('myWorks.restartText', { title }),
            confirm: t('myWorks.restartConfirm'),
          },
          () => restart(id),
        ),
      remove: (id, title) =>
        ask(
          {
            header: t('myWorks.deleteTitle'),
            message: t('myWorks.deleteText', { title }),
            confirm: t('myWorks.deleteConfirm'),
          },
          () => remove(id),
        ),
    }
  }, [confirm, navigate, sharing, reload, restart, remove, t])

  return (
    <PageShell title={t('titles.myWorks')}>
      <h1>{t('titles.myWorks')}</h1>
      {items === null ? null : items.length === 0 ? (
        <p className="gallery-empty">{t('myWorks.empty')}</p>
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
