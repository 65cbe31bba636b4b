// The engine on a worker thread: a puzzle never blocks the server's event loop, and a job past
// its time is ended by terminating the thread (the engine is synchronous and cannot be interrupted).
import { parentPort, workerData } from 'node:worker_threads'
import type { MadePuzzle } from '@huey/contracts'
import { createPuzzle, toSvg } from '@huey/pbn'
import type { EngineJob } from './engine-runner'

const job = workerData as EngineJob
const { puzzle } = createPuzzle(
  { data: new Uint8ClampedArray(job.pixels), width: job.width, height: job.height },
  { preset: job.preset, seed: job.seed },
)
const made: MadePuzzle = {
  svgData: toSvg(puzzle),
  colors: [...puzzle.palette],
  regions: puzzle.regions.length,
}
parentPort?.postMessage(made)
