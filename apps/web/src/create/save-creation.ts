import type { Difficulty } from '@huey/contracts'
import { keepOwnPicture } from '../storage/own-pictures'

/** Keeps a puzzle made from a photo as the user's own picture; answers its new id. */
export async function saveCreation(options: {
  readonly svgData: string
  readonly colors: readonly string[]
  readonly regions: number
  readonly difficulty: Difficulty
  readonly thumbnail: string
  readonly title: string
}): Promise<string> {
  // Unique across devices too: the time and a random part (the server keeps ids per user).
  const imageId = `own-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  await keepOwnPicture(
    {
      imageId,
      title: options.title,
      difficulty: options.difficulty,
      regions: options.regions,
      createdAt: new Date().toISOString(),
      svgData: options.svgData,
      colors: [...options.colors],
      thumbnail: options.thumbnail,
    },
    { made: true },
  )
  return imageId
}
