import type { Category, Difficulty } from '@huey/contracts'
import { IonSearchbar, IonSegment, IonSegmentButton } from '@ionic/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Later } from '../components/later'
import { type PictureStatus, statusKeys } from './picture-status'

export interface FilterState {
  readonly q: string
  readonly category?: string
  readonly difficulty?: Difficulty
  readonly status?: PictureStatus
}

const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard']

/**
 * A category chip drawn as Ionic's (gallery.css), not as its component: the row has fourteen, and
 * each ion-chip is a component to start on a phone's first load.
 */
function CategoryChip({
  chosen,
  onChoose,
  children,
}: {
  readonly chosen: boolean
  readonly onChoose: () => void
  readonly children: ReactNode
}) {
  return (
    <button
      type="button"
      className={`gallery-chip${chosen ? ' gallery-chip-chosen' : ''}`}
      aria-pressed={chosen}
      onClick={onChoose}
    >
      {children}
    </button>
  )
}

/** Search, category chips (one scrolling row, full names), difficulty and my-status filters. */
export function GalleryFilters({
  categories,
  value,
  onChange,
}: {
  readonly categories: readonly Category[]
  readonly value: FilterState
  readonly onChange: (next: FilterState) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="gallery-filters">
      <IonSearchbar
        className="gallery-search"
        value={value.q}
        debounce={300}
        placeholder={t('gallery.search')}
        aria-label={t('gallery.search')}
        onIonInput={(e) => onChange({ ...value, q: e.detail.value ?? '' })}
      />
      <nav className="gallery-chips" aria-label={t('gallery.categories')}>
        <CategoryChip
          chosen={value.category === undefined}
          onChoose={() => onChange({ ...value, category: undefined })}
        >
          {t('gallery.all')}
        </CategoryChip>
        {categories.map((c) => (
          <CategoryChip
            key={c._id}
            chosen={value.category === c._id}
            onChoose={() => onChange({ ...value, category: c._id })}
          >
            {c.name}
          </CategoryChip>
        ))}
      </nav>
      <div className="gallery-segments">
        {/* Ionic's two segments, eight components, start a task after the search and chips. */}
        <Later>
          <IonSegment
            aria-label={t('gallery.difficulty')}
            value={value.difficulty ?? 'any'}
            onIonChange={(e) => {
              const v = String(e.detail.value)
              onChange({ ...value, difficulty: v === 'any' ? undefined : (v as Difficulty) })
            }}
          >
            <IonSegmentButton value="any">{t('gallery.anyLevel')}</IonSegmentButton>
            {difficulties.map((d) => (
              <IonSegmentButton key={d} value={d}>
                {t(`difficulty.${d}`)}
              </IonSegmentButton>
            ))}
          </IonSegment>
          <IonSegment
            aria-label={t('gallery.myProgress')}
            value={value.status ?? 'all'}
            onIonChange={(e) => {
              const v = String(e.detail.value)
              onChange({ ...value, status: v === 'all' ? undefined : (v as PictureStatus) })
            }}
          >
            <IonSegmentButton value="all">{t('gallery.all')}</IonSegmentButton>
            {(Object.keys(statusKeys) as PictureStatus[]).map((s) => (
              <IonSegmentButton key={s} value={s}>
                {t(statusKeys[s])}
              </IonSegmentButton>
            ))}
          </IonSegment>
        </Later>
      </div>
    </div>
  )
}
