import type { Category, Difficulty } from '@huey/contracts'
import { IonChip, IonSearchbar, IonSegment, IonSegmentButton } from '@ionic/react'
import { type PictureStatus, statusLabels } from './picture-status'

export interface FilterState {
  readonly q: string
  readonly category?: string
  readonly difficulty?: Difficulty
  readonly status?: PictureStatus
}

const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard']
const difficultyNames: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' }

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
  return (
    <div className="gallery-filters">
      <IonSearchbar
        className="gallery-search"
        value={value.q}
        debounce={300}
        placeholder="Search pictures"
        aria-label="Search pictures"
        onIonInput={(e) => onChange({ ...value, q: e.detail.value ?? '' })}
      />
      <nav className="gallery-chips" aria-label="Categories">
        <IonChip
          outline={value.category !== undefined}
          onClick={() => onChange({ ...value, category: undefined })}
        >
          All
        </IonChip>
        {categories.map((c) => (
          <IonChip
            key={c._id}
            outline={value.category !== c._id}
            onClick={() => onChange({ ...value, category: c._id })}
          >
            {c.name}
          </IonChip>
        ))}
      </nav>
      <div className="gallery-segments">
        <IonSegment
          aria-label="Difficulty"
          value={value.difficulty ?? 'any'}
          onIonChange={(e) => {
            const v = String(e.detail.value)
            onChange({ ...value, difficulty: v === 'any' ? undefined : (v as Difficulty) })
          }}
        >
          <IonSegmentButton value="any">Any level</IonSegmentButton>
          {difficulties.map((d) => (
            <IonSegmentButton key={d} value={d}>
              {difficultyNames[d]}
            </IonSegmentButton>
          ))}
        </IonSegment>
        <IonSegment
          aria-label="My progress"
          value={value.status ?? 'all'}
          onIonChange={(e) => {
            const v = String(e.detail.value)
            onChange({ ...value, status: v === 'all' ? undefined : (v as PictureStatus) })
          }}
        >
          <IonSegmentButton value="all">All</IonSegmentButton>
          {(Object.keys(statusLabels) as PictureStatus[]).map((s) => (
            <IonSegmentButton key={s} value={s}>
              {statusLabels[s]}
            </IonSegmentButton>
          ))}
        </IonSegment>
      </div>
    </div>
  )
}
