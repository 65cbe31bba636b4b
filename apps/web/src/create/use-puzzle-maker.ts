import type { Preset, Stage } from '@huey/pbn'
import { proxy, type Remote, wrap } from 'comlink'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { EngineWorker, WorkerResult } from './engine-worker'

export type MakerState =
  | { readonly status: 'idle' }
  | { readonly status: 'working'; readonly stage: Stage; readonly fraction: number }
  | { readonly status: 'done'; readonly result: WorkerResult; readonly ms: number }
  | { readonly status: 'failed'; readonly message: string }

const stages: Stage[] = ['smooth', 'quantize', 'segment', 'trace', 'label']

/** Overall progress from the engine's stage and the fraction of it done. */
export function overallProgress(stage: Stage, fraction: number): number {
  return (stages.indexOf(stage) + fraction) / stages.length
}

/**
 * Runs the engine in a Web Worker. Cancelling ends the worker (the engine is busy and cannot
 * listen), and the next run starts a fresh one.
 */
export function usePuzzleMaker() {
  const [state, setState] = useState<MakerState>({ status: 'idle' })
  const worker = useRef<{ raw: Worker; api: Remote<EngineWorker> } | null>(null)
  const run = useRef(0)

  const stop = useCallback(() => {
    worker.current?.raw.terminate()
    worker.current = null
  }, [])
  useEffect(() => stop, [stop])

  const make = useCallback(
    async (image: { data: Uint8ClampedArray; width: number; height: number }, preset: Preset) => {
      stop()
      const raw = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' })
      worker.current = { raw, api: wrap<EngineWorker>(raw) }
      const id = ++run.current
      const started = performance.now()
      setState({ status: 'working', stage: 'smooth', fraction: 0 })
      try {
        const copy = { data: image.data.slice(), width: image.width, height: image.height }
        const result = await worker.current.api.make(
          copy,
          preset,
          proxy((stage: Stage, fraction: number) => {
            if (id === run.current) setState({ status: 'working', stage, fraction })
          }),
        )
        if (id === run.current)
          setState({ status: 'done', result, ms: performance.now() - started })
      } catch (error) {
        if (id === run.current) {
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : 'The puzzle could not be made.',
          })
        }
      } finally {
        if (id === run.current) stop()
      }
    },
    [stop],
  )

  const cancel = useCallback(() => {
    run.current++
    stop()
    setState({ status: 'idle' })
  }, [stop])

  return { state, make, cancel }
}
