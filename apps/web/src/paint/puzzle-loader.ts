import { fromSvg, type Puzzle } from '@huey/pbn'
import { fetchImage } from '../catalog/catalog-api'
import { cachedPuzzle, saveImages, savePuzzle } from '../catalog/catalog-cache'
import { myDb } from '../storage/my-db'

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
  // Pictures opened by link or from the daily page get a record too, so my-works can name them.
  if (!(await (await myDb()).get('images', imageId))) {
    const { svgData: _svg, colors: _colors, ...summary } = detail
    await saveImages([
      { ...summary, thumbnail: `/images/${encodeURIComponent(imageId)}/thumbnail`, position: -1 },
    ])
  }
  return { puzzle: fromSvg(detail.svgData), title: detail.title }
}
