import type { Difficulty } from '@huey/contracts'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { i18n } from '../i18n/i18n'
import type { PreviewPuzzle } from './puzzle-preview'
import { thumbnailOf } from './thumbnail'
import { usePhoto } from './use-photo'
import { type MakerProgress, type MakerState, usePuzzleMaker } from './use-puzzle-maker'

/** After this long on the device, signed-in people are offered the server. */
const SLOW_MS = 6000

export type ServerState = { status: 'working' } | { status: 'failed'; message: string } | null

export interface CreateFlow {
  readonly photo: ReturnType<typeof usePhoto>
  readonly difficulty: Difficulty
  setDifficulty(difficulty: Difficulty): void
  readonly maker: MakerState
  readonly progress: MakerProgress
  cancel(): void
  /** The device has been at it a while: the server may be offered instead. */
  readonly slow: boolean
  readonly server: ServerState
  makeOnServerInstead(): Promise<void>
  /** The puzzle made, on the device or on the server; null until there is one. */
  readonly puzzle: PreviewPuzzle | null
  /** The canvas the preview draws the finished painting on (its thumbnail is saved). */
  readonly finished: RefObject<HTMLCanvasElement | null>
  /** Keeps the puzzle under `title` as the user's own picture; answers its id (null when none). */
  save(title: string): Promise<string | null>
}

/**
 * Create, from a photo to a kept puzzle: the photo chosen, made into a puzzle on the device at the
 * chosen difficulty (again whenever either changes), or on the server when the device is slow,
 * then saved. The page only renders what this says.
 */
export function useCreateFlow(): CreateFlow {
  const photo = usePhoto()
  const [difficulty, setDifficulty] = useState<Difficulty>('medium')
  const [slow, setSlow] = useState(false)
  const [server, setServer] = useState<ServerState>(null)
  const [serverPuzzle, setServerPuzzle] = useState<PreviewPuzzle | null>(null)
  const finished = useRef<HTMLCanvasElement>(null)
  const { state, progress, make, cancel } = usePuzzleMaker()
  const chosen = photo.photo

  // A new photo clears what the server said of the last one.
  useEffect(() => {
    if (chosen) setServer(null)
  }, [chosen])

  useEffect(() => {
    setSlow(false)
    setServerPuzzle(null)
    if (chosen) void make(chosen, difficulty)
  }, [chosen, difficulty, make])

  useEffect(() => {
    if (state.status !== 'working') return
    const timer = setTimeout(() => setSlow(true), SLOW_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  async function makeOnServerInstead() {
    if (!chosen) return
    cancel()
    setServer({ status: 'working' })
    try {
      // The upload's code and the made puzzle's schema load when the server is asked.
      const { makeOnServer } = await import('./server-maker')
      const made = await makeOnServer(chosen, difficulty)
      setServerPuzzle({ ...made, width: chosen.width, height: chosen.height })
      setServer(null)
    } catch (error) {
      setServer({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  const puzzle = serverPuzzle ?? (state.status === 'done' ? state.result : null)
  const save = (title: string) => savePuzzle(puzzle, finished.current, difficulty, title)

  return {
    photo,
    difficulty,
    setDifficulty,
    maker: state,
    progress,
    cancel,
    slow,
    server,
    makeOnServerInstead,
    puzzle,
    finished,
    save,
  }
}

async function savePuzzle(
  puzzle: PreviewPuzzle | null,
  canvas: HTMLCanvasElement | null,
  difficulty: Difficulty,
  title: string,
): Promise<string | null> {
  if (!puzzle || !canvas) return null
  // MyDb's code loads with the first save, not with the page.
  const { saveCreation } = await import('./save-creation')
  return saveCreation({
    svgData: puzzle.svgData,
    colors: puzzle.colors,
    regions: puzzle.regions,
    difficulty,
    thumbnail: thumbnailOf(canvas),
    title: title.trim().slice(0, 120) || i18n.t('create.untitled'),
  })
}
