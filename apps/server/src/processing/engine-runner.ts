import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { MadePuzzle } from '@huey/contracts'
import type { Preset, RgbaImage } from '@huey/pbn'

export interface EngineJob {
  /** RGBA pixels; transferred to the thread. */
  readonly pixels: ArrayBuffer
  readonly width: number
  readonly height: number
  readonly preset: Preset
  readonly seed: number
}

export class EngineTimeout extends Error {
  override readonly name = 'EngineTimeout'
}

// The bundle ships engine-thread.js beside main.js. From source (tsx, vitest) the thread is bundled
// once with esbuild: on Node 20 the parent's TypeScript loader does not reach worker threads.
const fromSource = import.meta.url.endsWith('.ts')
let sourceThread: Promise<URL> | undefined

async function threadUrl(): Promise<URL> {
  if (!fromSource) return new URL('./engine-thread.js', import.meta.url)
  sourceThread ??= (async () => {
    const { build } = await import('esbuild')
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./engine-thread.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    })
    const file = join(mkdtempSync(join(tmpdir(), 'huey-engine-')), 'engine-thread.mjs')
    writeFileSync(file, out.outputFiles[0]?.contents ?? '')
    return pathToFileURL(file)
  })()
  return sourceThread
}

/** Runs the engine on a fresh worker thread, ended after `timeoutMs`. */
export async function runEngine(
  image: RgbaImage,
  options: { readonly preset: Preset; readonly seed: number; readonly timeoutMs: number },
): Promise<MadePuzzle> {
  const pixels = new Uint8Array(image.data).buffer as ArrayBuffer
  const job: EngineJob = { pixels, width: image.width, height: image.height, ...options }
  const worker = new Worker(await threadUrl(), {
    workerData: job,
    transferList: [pixels],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  })
  return new Promise<MadePuzzle>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new EngineTimeout(`The engine took over ${options.timeoutMs} ms.`))
      void worker.terminate()
    }, options.timeoutMs)
    worker.once('message', (result: MadePuzzle) => resolve(result))
    worker.once('error', reject)
    worker.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The engine thread exited with code ${code}.`))
    })
  }).finally(() => void worker.terminate())
}
