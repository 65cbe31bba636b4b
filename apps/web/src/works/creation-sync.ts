import { creationSchema, creationSummarySchema } from '@huey/contracts'
import { z } from 'zod'
import { apiRequest } from '../lib/api-client'
import { readToken } from '../storage/local-storage'
import { keepOwnPicture, ownPictureIds, ownPictures } from '../storage/own-pictures'

/**
 * Brings this device and the server to the same set of puzzles made from photos (never the
 * photos): sends the ones only here, fetches the ones only there. A puzzle never changes once
 * made, so the set union is the whole sync. Signed out or offline, nothing happens; the next call
 * catches up. Answers how many puzzles it fetched.
 */
export async function syncCreations(): Promise<number> {
  if (readToken() === null) return 0
  try {
    const answer = await apiRequest('GET', '/works/puzzles')
    const listed = z.array(creationSummarySchema).safeParse(answer.data)
    if (answer.status !== 200 || !listed.success) return 0
    const remote = new Set(listed.data.map((c) => c.imageId))
    for (const { imageId, ...body } of await ownPictures()) {
      if (remote.has(imageId)) continue
      await apiRequest('PUT', `/works/puzzles/${encodeURIComponent(imageId)}`, { body })
    }
    const here = await ownPictureIds()
    let fetched = 0
    for (const id of remote) {
      if (here.has(id)) continue
      const one = await apiRequest('GET', `/works/puzzles/${encodeURIComponent(id)}`)
      const creation = creationSchema.safeParse(one.data)
      if (one.status !== 200 || !creation.success) continue
      await keepOwnPicture(creation.data)
      fetched++
    }
    return fetched
  } catch {
    return 0
  }
}
