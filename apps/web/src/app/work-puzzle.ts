import { fetchImage } from '../catalog/catalog-api'
import { createWorkPuzzle } from '../works/work-puzzle'

/** Every work's puzzle, catalogue pictures fetched through the catalogue's call. */
export const workPuzzle = createWorkPuzzle(fetchImage)
