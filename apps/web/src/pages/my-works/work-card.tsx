import { IonButton, IonIcon, IonProgressBar, IonSpinner } from '@ionic/react'
import {
  brush,
  downloadOutline,
  printOutline,
  refresh,
  shareSocialOutline,
  trash,
} from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/format'
import { percentPainted } from '../../lib/percent-painted'
import type { WorkListItem } from '../../works/use-my-works'
import type { WorkAction } from '../../works/work-export'

export interface WorkCardActions {
  open(imageId: string): void
  /** Save or share as PNG, and whether that is being prepared for this work. */
  export(action: WorkAction, imageId: string): void
  busy(action: WorkAction, imageId: string): boolean
  /** Opens the print kit form for the work's picture. */
  printKit(imageId: string): void
  restart(id: string, title: string): void
  remove(id: string, title: string): void
}

function CardButton(props: {
  readonly label: string
  readonly icon: string
  readonly onClick: () => void
  /** Busy while a puzzle this device lacks is fetched and drawn (save and share). */
  readonly busy?: boolean
  readonly color?: 'danger'
}) {
  return (
    <IonButton
      size="small"
      fill="clear"
      color={props.color}
      aria-label={props.label}
      aria-busy={props.busy}
      disabled={props.busy}
      onClick={props.onClick}
    >
      {props.busy ? (
        <IonSpinner name="crescent" slot="icon-only" />
      ) : (
        <IonIcon icon={props.icon} slot="icon-only" aria-hidden="true" />
      )}
    </IonButton>
  )
}

/** One work in my-works: its thumbnail, progress, and continue, save, share, print kit, restart, delete. */
export function WorkCard({
  item: { work, image, regions },
  actions,
}: {
  readonly item: WorkListItem
  readonly actions: WorkCardActions
}) {
  const { t } = useTranslation()
  const { percent } = useFormat()
  const progress = work.completedAt ? 1 : regions > 0 ? work.filled.length / regions : 0
  const title = image?.title ?? t('myWorks.untitled')
  // A photo puzzle's thousands of thin outlines make an unfinished work a grey scribble at card
  // size: its card shows the finished painting it was made from, and the bar shows the progress.
  const thumbnail =
    image?.own && !work.completedAt && image.thumbnail ? image.thumbnail : work.pngData
  const exportButton = (action: WorkAction, label: string, icon: string) => (
    <CardButton
      busy={actions.busy(action, work.imageId)}
      label={label}
      icon={icon}
      onClick={() => actions.export(action, work.imageId)}
    />
  )
  return (
    <div className="picture-card work-card" data-work-id={work._id}>
      <button
        type="button"
        className="picture-thumb work-open"
        onClick={() => actions.open(work.imageId)}
        aria-label={t('myWorks.continue', { title })}
      >
        {thumbnail ? <img src={thumbnail} alt="" width={240} height={240} /> : null}
      </button>
      <span className="picture-meta">
        <span className="picture-title">{title}</span>
        <span className="work-status">
          {work.completedAt ? t('myWorks.completed') : percent(percentPainted(progress) / 100)}
        </span>
      </span>
      {work.completedAt ? null : (
        <IonProgressBar
          value={progress}
          aria-label={t('picture.painted', { percent: percent(percentPainted(progress) / 100) })}
        />
      )}
      <span className="work-actions">
        <CardButton
          label={t('myWorks.continue', { title })}
          icon={brush}
          onClick={() => actions.open(work.imageId)}
        />
        {exportButton('save', t('myWorks.save', { title }), downloadOutline)}
        {exportButton('share', t('myWorks.share', { title }), shareSocialOutline)}
        <CardButton
          label={t('myWorks.printKit', { title })}
          icon={printOutline}
          onClick={() => actions.printKit(work.imageId)}
        />
        <CardButton
          label={t('myWorks.restart', { title })}
          icon={refresh}
          onClick={() => actions.restart(work._id, title)}
        />
        <CardButton
          label={t('myWorks.delete', { title })}
          icon={trash}
          color="danger"
          onClick={() => actions.remove(work._id, title)}
        />
      </span>
    </div>
  )
}
