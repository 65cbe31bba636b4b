/** The puzzle engine: pixels in, Puzzle out. Filled by the engine issue. */
export type { Puzzle } from './types'
