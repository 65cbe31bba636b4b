import { IonIcon, IonProgressBar } from '@ionic/react'
import { checkmarkCircle } from 'ionicons/icons'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../i18n/format'
import { percentPainted } from '../lib/percent-painted'
import type { CachedImage } from '../storage/catalog-cache'
import type { UserImageRecord } from '../storage/my-db'
import { apiUrl } from './catalog-api'
import { isNewPicture } from './picture-status'

/** A grid card's width: half a phone, a column of at least 180 px from 640 px up. */
export const GRID_SIZES = '(min-width: 640px) 220px, 50vw'

/**
 * One picture of the gallery: thumbnail, title, difficulty, premium lock and the user's progress.
 * Memoised: the gallery draws its cards a few per task, and each task would otherwise draw every
 * card already on screen again.
 */
export const PictureCard = memo(function PictureCard({
  image,
  work,
  locked,
  onOpen,
  priority = false,
  sizes = GRID_SIZES,
}: {
  readonly image: CachedImage
  readonly work: UserImageRecord | undefined
  readonly locked: boolean
  readonly onOpen: (image: CachedImage) => void
  /** One of the first cards on screen: its picture loads at once, first (the page's LCP). */
  readonly priority?: boolean
  /** How wide the picture shows (the img's sizes): the browser picks the thumbnail to fill it. */
  readonly sizes?: string
}) {
  const progress = work && image.regions > 0 ? Math.min(1, work.filled.length / image.regions) : 0
  const fresh = isNewPicture(image, work)
  const { t } = useTranslation()
  const format = useFormat()
  const difficulty = t(`difficulty.${image.difficulty}`)
  // The visible words in the order they are read (badge, title, difficulty), then the progress
  // the bar shows: voice control users say what they see.
  const painted = t('picture.painted', { percent: format.percent(percentPainted(progress) / 100) })
  const label = [
    locked ? t('picture.premium') : fresh ? t('picture.new') : null,
    image.title,
    difficulty,
    work ? painted : null,
  ]
  return (
    <button
      type="button"
      className="picture-card"
      data-image-id={image._id}
      onClick={() => onOpen(image)}
      aria-label={label.filter(Boolean).join(', ')}
    >
      <span className={`picture-thumb${locked ? ' picture-locked' : ''}`}>
        <img
          src={work?.pngData || apiUrl(image.thumbnail)}
          srcSet={
            !work?.pngData && image.thumbnail2x
              ? `${apiUrl(image.thumbnail)} 240w, ${apiUrl(image.thumbnail2x)} 480w`
              : undefined
          }
          sizes={sizes}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={240}
          height={240}
        />
        {/* Badges drawn as Ionic's look (gallery.css), not as its components: a gallery has
            dozens, and each ion-badge and ion-icon is a component to start on a phone. */}
        {fresh && !locked ? (
          <span className="picture-badge picture-new">{t('picture.new')}</span>
        ) : null}
        {locked ? (
          <span className="picture-badge picture-lock">
            <span className="picture-lock-icon" aria-hidden="true" /> {t('picture.premium')}
          </span>
        ) : null}
        {work?.completedAt ? (
          <IonIcon className="picture-done" icon={checkmarkCircle} aria-hidden="true" />
        ) : null}
      </span>{' '}
      {/* The spaces keep the words apart for assistive technology (they collapse on screen). */}
      <span className="picture-meta">
        <span className="picture-title">{image.title}</span>{' '}
        <span className={`picture-difficulty difficulty-${image.difficulty}`}>{difficulty}</span>
      </span>
      {work && !work.completedAt ? <IonProgressBar value={progress} aria-label={painted} /> : null}
    </button>
  )
})

export function PictureSkeleton() {
  return (
    <span className="picture-card picture-skeleton" aria-hidden>
      <span className="picture-thumb" />
      <span className="picture-meta">
        <span className="skeleton-line" />
      </span>
    </span>
  )
}
