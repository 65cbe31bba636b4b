import type { Category, Difficulty } from '@huey/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SegmentedChoice } from '../components/segmented-choice'
import { GallerySearch } from './gallery-search'
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
      <GallerySearch
        value={value.q}
        label={t('gallery.search')}
        onSearch={(q) => onChange({ ...value, q })}
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
        <SegmentedChoice
          label={t('gallery.difficulty')}
          choices={[
            { value: 'any', label: t('gallery.anyLevel') },
            ...difficulties.map((d) => ({ value: d, label: t(`difficulty.${d}`) })),
          ]}
          value={value.difficulty ?? 'any'}
          onChange={(v) => onChange({ ...value, difficulty: v === 'any' ? undefined : v })}
        />
        <SegmentedChoice
          label={t('gallery.myProgress')}
          choices={[
            { value: 'all', label: t('gallery.all') },
            ...(Object.keys(statusKeys) as PictureStatus[]).map((s) => ({
              value: s,
              label: t(statusKeys[s]),
            })),
          ]}
          value={value.status ?? 'all'}
          onChange={(v) => onChange({ ...value, status: v === 'all' ? undefined : v })}
        />
      </div>
    </div>
  )
}
