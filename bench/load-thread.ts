import { Worker } from 'node:worker_threads'

/** Latencies (ms) of every answer, and how the answers went. */
export interface LoadResult {
  readonly requests: number
  readonly seconds: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly errors: number
  readonly non2xx: number
}

// Plain JavaScript, so the thread needs no TypeScript loader. Each connection asks, waits for the
// whole answer, and asks again, until told to stop.
const source = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, connections } = workerData
const latencies = []
let errors = 0
let non2xx = 0
let running = true
parentPort.on('message', () => { running = false })
async function connection() {
  while (running) {
    const start = performance.now()
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.status < 200 || res.status > 299) non2xx++
    } catch {
      errors++
    }
    latencies.push(performance.now() - start)
  }
}
const started = performance.now()
Promise.all(Array.from({ length: connections }, connection)).then(() =>
  parentPort.postMessage({ latencies, errors, non2xx, seconds: (performance.now() - started) / 1000 }),
)
`

/**
 * Keeps `connections` clients asking `url` from a worker thread (its own event loop, so the load
 * does not wait on the server's) until `stop` is called; `stop` gives the latencies.
 */
export function startLoad(url: string, connections: number): { stop(): Promise<LoadResult> } {
  const worker = new Worker(source, { eval: true, workerData: { url, connections } })
  const result = new Promise<LoadResult>((resolve, reject) => {
    worker.once('error', reject)
    worker.once(
      'message',
      (m: { latencies: number[]; errors: number; non2xx: number; seconds: number }) => {
        const sorted = Float64Array.from(m.latencies).sort()
        const at = (q: number) =>
          Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
        resolve({
          requests: sorted.length,
          seconds: m.seconds,
          p50: at(0.5),
          p99: at(0.99),
          max: Math.round(sorted[sorted.length - 1] ?? 0),
          errors: m.errors,
          non2xx: m.non2xx,
        })
      },
    )
  })
  return {
    async stop() {
      worker.postMessage('stop')
      const r = await result
      await worker.terminate()
      return r
    },
  }
}
