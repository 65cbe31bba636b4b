import { fromSvg, type Puzzle } from '@huey/pbn'
import { fetchImage } from '../catalog/catalog-api'
import { cachedPuzzle, savePuzzle } from '../catalog/catalog-cache'

export interface LoadedPuzzle {
  readonly puzzle: Puzzle
  readonly title: string
}

/** The puzzle from MyDb when it was opened before (offline too); otherwise from the API, then kept. */
export async function loadPuzzle(imageId: string): Promise<LoadedPuzzle> {
  const cached = await cachedPuzzle(imageId)
  if (cached) return { puzzle: fromSvg(cached.svgData), title: '' }
  const detail = await fetchImage(imageId)
  await savePuzzle(detail)
  return { puzzle: fromSvg(detail.svgData), title: detail.title }
}
