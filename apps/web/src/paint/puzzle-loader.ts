import type { ImageDetail } from '@huey/contracts'
import { fromSvg, type Puzzle } from '@huey/pbn'
import { cachedPuzzle, imageRecord, keepImageRecord, savePuzzle } from '../storage/puzzles'

export interface LoadedPuzzle {
  readonly puzzle: Puzzle
  readonly title: string
}

/** Fetches a picture with its puzzle from the API (the app passes the catalogue's call). */
/**
 * A work's puzzle: from MyDb, or fetched and kept there the way opening the picture would (the
 * app passes where each kind of picture comes from). Rejects when it can be neither.
 */
export type WorkPuzzle = (imageId: string) => Promise<LoadedPuzzle>

export type FetchImage = (imageId: string) => Promise<ImageDetail>

/** The puzzle from MyDb when this device has it (opened before, or made here), offline too. */
export async function keptPuzzle(imageId: string): Promise<LoadedPuzzle | null> {
  const cached = await cachedPuzzle(imageId)
  if (!cached) return null
  return { puzzle: fromSvg(cached.svgData), title: (await imageRecord(imageId))?.title ?? '' }
}

/** The puzzle from MyDb when it was opened before (offline too); otherwise from the API, then kept. */
export async function loadPuzzle(imageId: string, fetchImage: FetchImage): Promise<LoadedPuzzle> {
  const kept = await keptPuzzle(imageId)
  if (kept) return kept
  const detail = await fetchImage(imageId)
  await savePuzzle(imageId, detail)
  // Pictures opened by link or from the daily page get a record too, so my-works can name them.
  const { svgData: _svg, colors: _colors, ...summary } = detail
  await keepImageRecord({
    ...summary,
    thumbnail: `/images/${encodeURIComponent(imageId)}/thumbnail`,
    position: -1,
  })
  return { puzzle: fromSvg(detail.svgData), title: detail.title }
}
