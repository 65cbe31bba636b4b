import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs'
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
// the folder is locked for the life of the process. A crashed process's lock goes stale after 30 s.
const lockOptions = { stale: 30_000, update: 5_000, retries: 0, realpath: false }

/**
 * Takes the data folder for this process; rejects with a one-line DataDirLockedError naming the
 * folder when another process holds it. The answer releases it.
 */
export async function lockDataDir(
  dir: string,
  onLost: (err: Error) => void,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      ...lockOptions,
      lockfilePath: join(dir, 'huey.lock'),
      onCompromised: onLost,
    })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${dir} is in use by another Huey server; stop it or set another DATA_DIR.`,
      )
    }
    throw err
  }
}
