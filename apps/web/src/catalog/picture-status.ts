import type { CachedImage } from '../storage/catalog-cache'
import type { UserImageRecord } from '../storage/my-db'

/** Where the person is with a picture: not started, started, or finished. */
export type PictureStatus = 'new' | 'in-progress' | 'done'

/** Each status's key in the language catalogues. */
export const statusKeys = {
  new: 'status.new',
  'in-progress': 'status.inProgress',
  done: 'status.done',
} as const satisfies Record<PictureStatus, string>

export function statusOf(work: UserImageRecord | undefined): PictureStatus {
  if (!work) return 'new'
  return work.completedAt ? 'done' : 'in-progress'
}

const NEW_FOR_DAYS = 14

/** Published in the last two weeks and not opened yet: the card says "New". */
export function isNewPicture(
  image: CachedImage,
  work: UserImageRecord | undefined,
  now = Date.now(),
): boolean {
  const age = now - Date.parse(`${image.date}T00:00:00Z`)
  return !work && !image.own && age >= 0 && age < NEW_FOR_DAYS * 86_400_000
}
