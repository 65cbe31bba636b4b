import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { DailyPicture } from './daily-art'
import type { CatalogPicture } from './picture'

/** A catalogue picture made whole, its first thumbnails drawn from its art, or a day's picture. */
export type ArtJob =
  | { kind: 'picture'; id: string }
  | { kind: 'thumbnail'; id: string }
  | { kind: 'daily'; day: string }
export type Thumbnails = { readonly thumbnail: string; readonly thumbnail2x: string }
export type ArtResult =
  | { job: ArtJob; picture: CatalogPicture | DailyPicture | Thumbnails; error?: undefined }
  | { job: ArtJob; error: string; picture?: undefined }

/** A job as posted to the thread, and its answer: the id pairs them (answers come as jobs end). */
export interface ArtMessage {
  readonly id: number
  readonly job: ArtJob
}
export type ArtReply = ArtResult & { readonly id: number }

// The bundle ships art-thread.js beside main.js. From source (tsx, vitest) the thread is bundled
// once with esbuild (Node 20's TypeScript loader does not reach worker threads), into the
// package's node_modules so the thread finds sharp where the server does.
const fromSource = import.meta.url.endsWith('.ts')
let sourceThread: Promise<URL> | undefined

async function threadUrl(): Promise<URL> {
  if (!fromSource) return new URL('./art-thread.js', import.meta.url)
  sourceThread ??= (async () => {
    const { build } = await import('esbuild')
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./art-thread.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      external: ['sharp'],
      write: false,
      logLevel: 'silent',
    })
    const dir = fileURLToPath(new URL('../../node_modules/.cache/huey/', import.meta.url))
    mkdirSync(dir, { recursive: true })
    const file = `${dir}art-thread-${process.pid}.mjs`
    writeFileSync(file, out.outputFiles[0]?.contents ?? '')
    return pathToFileURL(file)
  })()
  return sourceThread
}

/**
 * A worker thread that makes pictures. Jobs asked together overlap there (one is cut while the
 * rasteriser draws or encodes another), and each answer comes when its job ends. An idle thread
 * does not keep the process alive; close it when done all the same.
 */
export class ArtThread {
  private worker: Promise<Worker> | undefined
  private nextId = 0
  private readonly waiting = new Map<
    number,
    { resolve: (r: ArtResult) => void; reject: (e: Error) => void }
  >()

  private start(): Promise<Worker> {
    this.worker ??= threadUrl().then((url) => {
      const worker = new Worker(url, { resourceLimits: { maxOldGenerationSizeMb: 768 } })
      worker.on('message', ({ id, ...result }: ArtReply) => {
        this.waiting.get(id)?.resolve(result as ArtResult)
        this.waiting.delete(id)
        if (this.waiting.size === 0) worker.unref()
      })
      const fail = (err: Error) => {
        for (const w of this.waiting.values()) w.reject(err)
        this.waiting.clear()
        this.worker = undefined
      }
      worker.on('error', fail)
      worker.on('exit', (code) => fail(new Error(`The art thread exited with code ${code}.`)))
      return worker
    })
    return this.worker
  }

  /** Jobs waiting for their answer. */
  get busy(): number {
    return this.waiting.size
  }

  async make(job: ArtJob): Promise<ArtResult> {
    const worker = await this.start()
    const id = this.nextId++
    worker.ref()
    return new Promise<ArtResult>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage({ id, job } satisfies ArtMessage)
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    if (worker) await (await worker).terminate()
  }
}
