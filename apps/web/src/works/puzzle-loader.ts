import type { ImageDetail } from '@huey/contracts'
import { fromSvg } from '@huey/pbn'
import type { LoadedPuzzle } from '../lib/loaded-puzzle'
import { cachedPuzzle, imageRecord, keepImageRecord, savePuzzle } from '../storage/puzzles'

/** Fetches a picture with its puzzle from the API (the app passes the catalogue's call). */
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
