import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir'

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url))
const started: ChildProcess[] = []

/** The real server process on an embedded database in `dataDir`, on a free port. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      // The embedded database, whatever the test run points at.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      CATALOG_SIZE: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    exited,
    stderr: () => stderr,
    async listening(): Promise<void> {
      const deadline = Date.now() + 90_000
      while (!stdout.includes('Huey is running')) {
        if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`)
        if (Date.now() > deadline) throw new Error('the server did not start within 90 s')
        await new Promise((r) => setTimeout(r, 100))
      }
    },
  }
}

function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([['.', statSync(dir).mode & 0o777]])
  for (const entry of readdirSync(dir, { recursive: true })) {
    found.set(String(entry), statSync(join(dir, String(entry))).mode & 0o777)
  }
  return found
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('the data folder of the embedded database', () => {
  it('belongs to one server process at a time and to its user alone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'huey-data-'))
    // A folder an older version left readable by everyone.
    chmodSync(dataDir, 0o755)
    writeFileSync(join(dataDir, 'old-file'), 'x', { mode: 0o644 })
    chmodSync(join(dataDir, 'old-file'), 0o644)

    const first = startServer(dataDir)
    await first.listening()

    const second = startServer(dataDir)
    const before = Date.now()
    expect(await second.exited).toBe(1)
    expect(Date.now() - before).toBeLessThan(30_000)
    const lines = second.stderr().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(dataDir)
    expect(lines[0]).toContain('in use by another Huey server')

    for (const [path, mode] of modes(dataDir)) {
      const isDir = statSync(join(dataDir, path)).isDirectory()
      expect(mode, path).toBe(isDir ? 0o700 : 0o600)
    }

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, 'huey.lock'))).toBe(false)
  }, 180_000)
})

describe('the data folder after its server was killed', () => {
  const dataDirModule = fileURLToPath(new URL('./data-dir.ts', import.meta.url))
  /** A process holding the folder's lock, as a server does; answers once it holds it. */
  async function holder(dataDir: string) {
    const script = `import { lockDataDir } from ${JSON.stringify(dataDirModule)}
await lockDataDir(${JSON.stringify(dataDir)}, () => undefined)
console.log('locked')
setInterval(() => undefined, 1000)`
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    started.push(child)
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk) => String(chunk).includes('locked') && resolve())
      child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)))
    })
    return child
  }

  it('is taken at once when the lock holder was killed, and refused while it lives', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'huey-data-'))
    const first = await holder(dataDir)
    await expect(lockDataDir(dataDir, () => undefined)).rejects.toThrow(DataDirLockedError)
    const gone = new Promise((resolve) => first.once('exit', resolve))
    first.kill('SIGKILL')
    await gone
    const started = performance.now()
    const release = await lockDataDir(dataDir, () => undefined)
    expect(performance.now() - started).toBeLessThan(5_000)
    await release()
    expect(existsSync(join(dataDir, 'huey.lock'))).toBe(false)
  }, 60_000)
})
