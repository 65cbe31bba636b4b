import type { Puzzle } from '@huey/pbn'

/** A picture's puzzle, ready for the colouring screen, with the title to show. */
export interface LoadedPuzzle {
  readonly puzzle: Puzzle
  readonly title: string
}

/**
 * A work's puzzle: from MyDb, or fetched and kept there the way opening the picture would (the
 * app passes where each kind of picture comes from). Rejects when it can be neither.
 */
export type WorkPuzzle = (imageId: string) => Promise<LoadedPuzzle>
