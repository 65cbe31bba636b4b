import { type Creation, creationIdSchema, creationSchema } from '@huey/contracts'
import { i18n } from '../i18n/i18n'
import { translateServerError } from '../i18n/messages'
import { apiRequest } from '../lib/api-client'
import { ApiError } from '../lib/api-error'
import { keepOwnPicture } from '../storage/own-pictures'

/** Whether a picture id names a puzzle the user made from a photo (rather than a catalogue one). */
export const isCreationId = (imageId: string): boolean =>
  creationIdSchema.safeParse(imageId).success

/**
 * Fetches one of the user's synced creations and keeps it in MyDb, as the creations sync would.
 * Throws the api client's NetworkError offline and an ApiError when the server refuses.
 */
export async function fetchCreation(imageId: string): Promise<Creation> {
  const answer = await apiRequest('GET', `/works/puzzles/${encodeURIComponent(imageId)}`)
  if (answer.status !== 200) {
    throw new ApiError(
      translateServerError(answer.data)?.shown ?? i18n.t('myWorks.notFetched'),
      answer.status,
    )
  }
  const creation = creationSchema.safeParse(answer.data)
  if (!creation.success) throw new ApiError(i18n.t('myWorks.notFetched'), answer.status)
  await keepOwnPicture(creation.data)
  return creation.data
}
