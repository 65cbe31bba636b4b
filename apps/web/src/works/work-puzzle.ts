import { fromSvg } from '@huey/pbn'
import type { LoadedPuzzle, WorkPuzzle } from '../lib/loaded-puzzle'
import { fetchCreation, isCreationId } from './fetch-creation'
import { type FetchImage, keptPuzzle, loadPuzzle } from './puzzle-loader'

/**
 * A work's puzzle for the colouring screen and my-works, kept in MyDb for next time: the user's
 * own photos from their synced creations, catalogue and daily pictures through `fetchImage` (the
 * app passes the catalogue's call). A thumbnail being drawn and a tap on Save for the same work
 * share one fetch.
 */
export function createWorkPuzzle(fetchImage: FetchImage): WorkPuzzle {
  const underWay = new Map<string, Promise<LoadedPuzzle>>()
  const fetchAndKeep = async (imageId: string): Promise<LoadedPuzzle> => {
    if (!isCreationId(imageId)) return loadPuzzle(imageId, fetchImage)
    const kept = await keptPuzzle(imageId)
    if (kept) return kept
    const creation = await fetchCreation(imageId)
    return { puzzle: fromSvg(creation.svgData), title: creation.title }
  }
  return (imageId) => {
    let loading = underWay.get(imageId)
    if (!loading) {
      loading = fetchAndKeep(imageId).finally(() => underWay.delete(imageId))
      underWay.set(imageId, loading)
    }
    return loading
  }
}
