import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface SpawnedServer {
  readonly port: number
  readonly url: string
  /** Its own embedded database and files, removed by `stop`. */
  readonly dataDir: string
  readonly child: ChildProcess
  /** SIGTERM, and waits for the process to end. */
  stop(): Promise<void>
}

export interface SpawnOptions {
  /** Node's arguments: the bundle's main.js, or tsx and the source's main.ts. */
  readonly args: readonly string[]
  /** Settings over the defaults (loopback, a free port, warnings only, a fresh DATA_DIR). */
  readonly env?: Record<string, string>
  /** Where the server's files go: a fresh folder of the temporary directory with this prefix. */
  readonly dataDirPrefix: string
  /** How long start-up (migrations, the first catalogue pictures) may take on a busy machine. */
  readonly startSeconds: number
}

/** Starts a real API server process on a free port and waits until its /health says ok. */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix))
  const child = spawn(process.execPath, [...options.args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The addresses the server hands out (Stripe's way back, e-mail links) are where tests go.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + options.startSeconds * 1000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server on port ${port} exited (${child.exitCode ?? child.signalCode}).`)
    }
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`The server did not start within ${options.startSeconds} s.`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    url,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
