import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database'
import { ArtThread, type Thumbnails } from './art-runner'
import { catalogCategories, catalogEntries, listedRow } from './catalogue'
import { dailyPageDays, ensureDailyImages, isoDay } from './daily'
import type { CatalogEntry } from './entries'
import { type CatalogPicture, madeColumns } from './picture'
import { idsLacking, insertCategories, insertImages, saveMade, saveThumbnails } from './repository'
import { noneUrgent } from './urgent'

/** Pictures a gallery page shows first: made before the server listens. */
export const FIRST_PAGE = 24
/** Pictures made under one turn of the catalogue lock: another server waits at most this long. */
const CHUNK = 12
/**
 * Pictures in the making at once: one is cut while the rasteriser draws or encodes the others.
 * With two, the art thread idled 15% of the time, both pictures waiting on libvips; with three, 10%.
 */
const IN_FLIGHT = 3

export interface Seeding {
  /** Settles once the first page's pictures are made. */
  readonly firstPage: Promise<void>
  /** Settles once every published picture has its thumbnails: the whole catalogue is listed. */
  readonly listed: Promise<void>
  /** The number of pictures and thumbnails this run made (0 when another server made them). */
  readonly done: Promise<number>
  /** Stops after the pictures in hand (the server is closing); settles with `done`. */
  stop(): Promise<void>
}

type Work = 'thumbnail' | 'puzzle'
type Log = FastifyBaseLogger | undefined

/** Makes the entries' thumbnails or puzzles, IN_FLIGHT at a time; the number made. */
async function makeChunk(
  thread: ArtThread,
  db: Database['db'],
  work: Work,
  entries: readonly CatalogEntry[],
  log: Log,
  stopped: () => boolean,
): Promise<number> {
  let next = 0
  let made = 0
  const saves: Promise<void>[] = []
  let failed: unknown
  const worker = async () => {
    for (let entry = entries[next++]; entry && !stopped(); entry = entries[next++]) {
      const kind = work === 'thumbnail' ? 'thumbnail' : 'picture'
      await noneUrgent()
      const result = await thread.make({ kind, id: entry.id })
      if (!result.picture) {
        log?.error({ id: entry.id, error: result.error }, `catalogue ${kind} failed`)
        continue
      }
      // The save goes on while the next one is made: a busy database must not idle the thread.
      const save =
        work === 'thumbnail'
          ? saveThumbnails(db, entry.id, result.picture as Thumbnails)
          : saveMade(db, entry.id, madeColumns(result.picture as CatalogPicture))
      saves.push(
        save.catch((err: unknown) => {
          failed ??= err
        }),
      )
      made++
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  await Promise.all(saves)
  if (failed !== undefined) throw failed
  return made
}

/** The entries' missing thumbnails or puzzles, a chunk a turn of the lock; the number made. */
async function makeChunks(
  thread: ArtThread,
  database: Database,
  work: Work,
  entries: readonly CatalogEntry[],
  log: Log,
  stopped: () => boolean,
): Promise<number> {
  let made = 0
  for (let from = 0; from < entries.length && !stopped(); from += CHUNK) {
    const chunk = entries.slice(from, from + CHUNK)
    made += await database.withAdvisoryLock('huey:catalogue', async () => {
      const lacking = await idsLacking(
        database.db,
        work,
        chunk.map((e) => e.id),
      )
      return makeChunk(
        thread,
        database.db,
        work,
        chunk.filter((e) => lacking.has(e.id)),
        log,
        stopped,
      )
    })
  }
  return made
}

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; settle: () => void } {
  let settle: () => void = () => undefined
  const promise = new Promise<void>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

/**
 * Lists the catalogue's first `size` pictures at once (rows with their titles in every language,
 * no puzzle yet), makes the first page's pictures, then, on a worker thread while the server
 * answers: every published picture's thumbnails (the whole catalogue is listed), the Daily page's
 * days, and every published picture's puzzle. Chunks go under an advisory lock: servers
 * starting together take turns and skip what another made (ids and content come from seeds).
 * Idempotent: run it on every start; a second run finds everything and makes nothing.
 */
export function seedCatalog(
  database: Database,
  size: number,
  options: {
    log?: FastifyBaseLogger
    firstPage?: number
    now?: number
    /** Whether to make the Daily page's days ahead of their first visitor (a server does). */
    dailyPage?: boolean
  } = {},
): Seeding {
  const entries = catalogEntries().slice(0, size)
  const today = isoDay(options.now ?? Date.now())
  const published = entries.filter((e) => e.date <= today).sort((a, b) => a.position - b.position)
  // The first page ends where a chunk does, so every start cuts the same chunks.
  const firstEnd =
    Math.ceil(Math.min(options.firstPage ?? FIRST_PAGE, published.length) / CHUNK) * CHUNK
  const first = signal()
  const listed = signal()
  const { log } = options
  let stopping = false
  const stopped = () => stopping
  const done = (async () => {
    await insertCategories(database.db, catalogCategories())
    await insertImages(database.db, entries.map(listedRow))
    const thread = new ArtThread()
    const started = performance.now()
    let made = 0
    try {
      made += await makeChunks(
        thread,
        database,
        'puzzle',
        published.slice(0, firstEnd),
        log,
        stopped,
      )
      first.settle()
      const rest = published.slice(firstEnd)
      made += await makeChunks(thread, database, 'thumbnail', rest, log, stopped)
      listed.settle()
      // The Daily page's days are made on its first visit too (ahead of the seeder): here they
      // come after the listing, which every visitor sees first.
      if (options.dailyPage !== false && !stopping)
        await database
          .withAdvisoryLock('huey:catalogue', () =>
            ensureDailyImages(database.db, dailyPageDays(Date.now()), thread),
          )
          .catch((err: unknown) => log?.error({ err }, 'daily pictures failed'))
      made += await makeChunks(thread, database, 'puzzle', rest, log, stopped)
    } finally {
      first.settle()
      listed.settle()
      await thread.close()
    }
    if (made > 0)
      log?.info({ made, ms: Math.round(performance.now() - started) }, 'catalogue seeded')
    return made
  })()
  // The caller awaits `done` for failures; the others only say when.
  done.catch(() => {
    first.settle()
    listed.settle()
  })
  return {
    firstPage: first.promise,
    listed: listed.promise,
    done,
    async stop() {
      stopping = true
      await done.catch(() => undefined)
    },
  }
}
