import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError'
}

/**
 * Makes the data folder private to this user: the folder and every folder in it 0700, every file
 * 0600 (folders made by older versions held PGlite files readable by anyone). New files are made
 * private by the server's umask (main.ts).
 */
export function makeDataDirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
  for (const entry of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(entry))
    const stat = statSync(path, { throwIfNoEntry: false })
    if (stat?.isDirectory()) chmodSync(path, 0o700)
    else if (stat?.isFile()) chmodSync(path, 0o600)
  }
}

// Two embedded databases on one folder lose writes (each caches pages the other overwrites), so
// the folder is locked for the life of the process. The lock's owner is written beside it: a lock
// whose owner is dead (killed, crashed) is taken over at once; otherwise it goes stale after 30 s
// unrefreshed.
const lockOptions = { stale: 30_000, update: 5_000, retries: 0, realpath: false }

/** Which lock folder an owner file speaks of: a lock made anew after it has another identity. */
function lockIdentity(lockPath: string): string | undefined {
  const stat = statSync(lockPath, { throwIfNoEntry: false })
  return stat ? `${stat.ino}:${stat.birthtimeMs}` : undefined
}

/** Whether the lock was taken by a process of this machine that no longer runs. */
function ownerIsDead(lockPath: string): boolean {
  let owner: { pid?: unknown; host?: unknown; lock?: unknown }
  try {
    owner = JSON.parse(readFileSync(`${lockPath}.owner`, 'utf8'))
  } catch {
    // No owner written: its process may be between taking the lock and naming itself.
    return false
  }
  const ours = owner.host === hostname() && owner.lock === lockIdentity(lockPath)
  if (!ours || typeof owner.pid !== 'number' || owner.pid === process.pid) return false
  try {
    process.kill(owner.pid, 0)
    return false
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Takes the data folder for this process; rejects with a one-line DataDirLockedError naming the
 * folder when another live process holds it. The answer releases it.
 */
export async function lockDataDir(
  dir: string,
  onLost: (err: Error) => void,
): Promise<() => Promise<void>> {
  const lockfilePath = join(dir, 'huey.lock')
  const take = () => lockfile.lock(dir, { ...lockOptions, lockfilePath, onCompromised: onLost })
  let release: () => Promise<void>
  try {
    release = await take().catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ELOCKED' || !ownerIsDead(lockfilePath)) throw err
      rmSync(lockfilePath, { recursive: true, force: true })
      return take()
    })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${dir} is in use by another Huey server; stop it or set another DATA_DIR.`,
      )
    }
    throw err
  }
  const owner = { pid: process.pid, host: hostname(), lock: lockIdentity(lockfilePath) }
  writeFileSync(`${lockfilePath}.owner`, JSON.stringify(owner))
  return async () => {
    rmSync(`${lockfilePath}.owner`, { force: true })
    await release()
  }
}
