/** A themed row on the home page: pictures carrying any of its tags. */
export interface CollectionDef {
  readonly id: string
  readonly name: string
  readonly tags: readonly string[]
  /** Months (1 to 12) when the collection leads the rows; none: all year, after the seasonal ones. */
  readonly months?: readonly number[]
}

export const collections: readonly CollectionDef[] = [
  { id: 'winter-holidays', name: 'Winter Holidays', tags: ['winter'], months: [11, 12, 1] },
  { id: 'new-year', name: 'New Year Celebrations', tags: ['new year'], months: [12, 1, 2] },
  {
    id: 'spring-blossoms',
    name: 'Spring Blossoms',
    tags: ['spring', 'blossom'],
    months: [3, 4, 5],
  },
  { id: 'summer-fun', name: 'Summer Fun', tags: ['summer', 'beach'], months: [6, 7, 8] },
  {
    id: 'autumn-and-halloween',
    name: 'Autumn and Halloween',
    tags: ['autumn'],
    months: [9, 10, 11],
  },
  { id: 'safari', name: 'On Safari', tags: ['safari'] },
  { id: 'under-the-sea', name: 'Under the Sea', tags: ['sea'] },
  { id: 'mandalas', name: 'Mandalas to Unwind', tags: ['mandala'] },
]

/** The collections to show in `month`: this season's first, then the all-year ones. */
export function collectionsFor(month: number): CollectionDef[] {
  const seasonal = collections.filter((c) => c.months?.includes(month))
  return [...seasonal, ...collections.filter((c) => !c.months)]
}
