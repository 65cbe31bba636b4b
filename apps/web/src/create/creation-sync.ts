import { type Creation, creationSchema, creationSummarySchema } from '@huey/contracts'
import { z } from 'zod'
import { apiRequest } from '../lib/api-client'
import { readToken } from '../storage/local-storage'
import { myDb } from '../storage/my-db'
import { keepCreation } from './keep-creation'

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
    const db = await myDb()
    const own = (await db.getAll('images')).filter((image) => image.own)
    for (const image of own) {
      if (remote.has(image._id)) continue
      const puzzle = await db.get('svgData', image._id)
      if (!puzzle || !image.regions) continue
      const body: Omit<Creation, 'imageId'> = {
        title: image.title,
        difficulty: image.difficulty,
        regions: image.regions,
        createdAt: `${image.date}T00:00:00.000Z`,
        svgData: puzzle.svgData,
        colors: [...puzzle.colors],
        thumbnail: image.thumbnail,
      }
      await apiRequest('PUT', `/works/puzzles/${encodeURIComponent(image._id)}`, { body })
    }
    const here = new Set(own.map((image) => image._id))
    let fetched = 0
    for (const id of remote) {
      if (here.has(id)) continue
      const one = await apiRequest('GET', `/works/puzzles/${encodeURIComponent(id)}`)
      const creation = creationSchema.safeParse(one.data)
      if (one.status !== 200 || !creation.success) continue
      await keepCreation(creation.data)
      fetched++
    }
    return fetched
  } catch {
    return 0
  }
}
