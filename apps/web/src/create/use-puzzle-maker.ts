import type { Preset, Stage } from '@huey/pbn'
import { proxy, type Remote, wrap } from 'comlink'
import { useCallback, useEffect, useRef, useState } from 'react'
import { i18n } from '../i18n/i18n'
import type { EngineApi, MadeOnDevice } from './engine-api'
import type { PhotoPixels } from './intake'
import { crashOf, engineWorker } from './workers'

export type MakerState =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'done'; readonly result: MadeOnDevice; readonly ms: number }
  | { readonly status: 'failed'; readonly message: string }

export interface MakerProgress {
  readonly stage: Stage
  readonly fraction: number
}

const stages: Stage[] = ['smooth', 'quantize', 'segment', 'trace', 'label']

/** Overall progress from the engine's stage and the fraction of it done. */
export function overallProgress(stage: Stage, fraction: number): number {
  return (stages.indexOf(stage) + fraction) / stages.length
}

/** The engine's worker, its API, and the rejection its crash becomes (and whether it came). */
interface EngineWorker {
  readonly raw: Worker
  readonly api: Remote<EngineApi>
  readonly crashed: Promise<never>
  dead: boolean
}

function startEngine(): EngineWorker {
  const raw = engineWorker()
  const crashed = crashOf(raw)
  const engine: EngineWorker = { raw, api: wrap<EngineApi>(raw), crashed, dead: false }
  // Also when the worker dies between runs, with no one waiting on it.
  crashed.catch(() => {
    engine.dead = true
  })
  return engine
}

/**
 * Runs the engine in a Web Worker, kept between runs: once the engine has made a puzzle, the
 * browser has compiled it, and the next difficulty of the same photo takes about half the first
 * one's time (the engine bench's warm and cold runs). A run under way cannot listen (the engine is
 * busy): cancelling it, or asking for another, ends its worker, and the next run starts a fresh
 * one. So does a crash.
 */
export function usePuzzleMaker() {
  const [state, setState] = useState<MakerState>({ status: 'idle' })
  // Progress is kept apart from the status: it comes over its own message port and can arrive
  // after the result, and must never move a finished run back to "working".
  const [progress, setProgress] = useState<MakerProgress>({ stage: 'smooth', fraction: 0 })
  const worker = useRef<EngineWorker | null>(null)
  const busy = useRef(false)
  const run = useRef(0)

  const stop = useCallback(() => {
    worker.current?.raw.terminate()
    worker.current = null
    busy.current = false
  }, [])
  useEffect(() => stop, [stop])

  const make = useCallback(
    async (image: PhotoPixels, preset: Preset) => {
      if (busy.current || worker.current?.dead) stop()
      worker.current ??= startEngine()
      const { api, crashed } = worker.current
      busy.current = true
      const id = ++run.current
      const started = performance.now()
      setState({ status: 'working' })
      setProgress({ stage: 'smooth', fraction: 0 })
      try {
        const copy = { data: image.data.slice(), width: image.width, height: image.height }
        const onProgress = proxy((stage: Stage, fraction: number) => {
          if (id === run.current) setProgress({ stage, fraction })
        })
        const result = await Promise.race([api.make(copy, preset, onProgress), crashed])
        if (id === run.current)
          setState({ status: 'done', result, ms: performance.now() - started })
      } catch (error) {
        if (id === run.current) {
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : i18n.t('create.errors.notMade'),
          })
        }
      } finally {
        if (id === run.current) busy.current = false
      }
    },
    [stop],
  )

  const cancel = useCallback(() => {
    run.current++
    stop()
    setState({ status: 'idle' })
  }, [stop])

  return { state, progress, make, cancel }
}
