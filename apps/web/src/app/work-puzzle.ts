import { fromSvg } from '@huey/pbn'
import { fetchImage } from '../catalog/catalog-api'
import { fetchCreation, isCreationId } from '../create/fetch-creation'
import { keptPuzzle, type LoadedPuzzle, loadPuzzle } from '../paint/puzzle-loader'

const underWay = new Map<string, Promise<LoadedPuzzle>>()

async function fetchAndKeep(imageId: string): Promise<LoadedPuzzle> {
  if (!isCreationId(imageId)) return loadPuzzle(imageId, fetchImage)
  const kept = await keptPuzzle(imageId)
  if (kept) return kept
  const creation = await fetchCreation(imageId)
  return { puzzle: fromSvg(creation.svgData), title: creation.title }
}

/**
 * A work's puzzle for the colouring screen and my-works, kept in MyDb for next time: the user's
 * own photos from their synced creations, catalogue and daily pictures from the catalogue. A
 * thumbnail being drawn and a tap on Save for the same work share one fetch.
 */
export function workPuzzle(imageId: string): Promise<LoadedPuzzle> {
  let loading = underWay.get(imageId)
  if (!loading) {
    loading = fetchAndKeep(imageId).finally(() => underWay.delete(imageId))
    underWay.set(imageId, loading)
  }
  return loading
}
