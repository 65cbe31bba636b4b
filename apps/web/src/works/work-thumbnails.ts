import { NetworkError } from '../lib/api-client'
import type { WorkPuzzle } from '../lib/loaded-puzzle'
import { paintingOf, thumbnailPng } from '../lib/painting-canvas'
import type { UserImageRecord } from '../storage/my-db'
import { keepMissingThumbnail } from '../storage/works'

/**
 * Draws the thumbnails of works that have none: those synced from another device and never
 * painted here, whose puzzles may first have to be fetched as opening them would. One at a time,
 * so a new device does not fetch every puzzle at once. A puzzle that cannot be fetched (premium
 * ended, say) leaves its work without a thumbnail until the next visit; offline, the rest wait too.
 */
export async function drawMissingThumbnails(
  works: readonly UserImageRecord[],
  puzzleOf: WorkPuzzle,
  onDrawn: () => void,
): Promise<void> {
  for (const work of works) {
    if (work.pngData) continue
    try {
      const { puzzle } = await puzzleOf(work.imageId)
      const pngData = thumbnailPng(paintingOf(puzzle, work.filled))
      if (await keepMissingThumbnail(work._id, pngData)) onDrawn()
    } catch (error) {
      if (error instanceof NetworkError) return
    }
  }
}
