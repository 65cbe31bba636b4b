import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database'
import { catalogCategories } from './art/catalogue'
import { ArtThread } from './art-runner'
import { dailyPageDays, ensureDailyImages } from './daily'
import { type CatalogEntry, catalogEntries } from './entries'
import { imageRow } from './picture'
import { existingImageIds, insertCategories, insertImage } from './repository'

/** Pictures a gallery page shows first: made before the server listens. */
export const FIRST_PAGE = 24
/** Pictures made under one turn of the catalogue lock: another server waits at most this long. */
const CHUNK = 12

export interface Seeding {
  /** Settles once the first `firstPage` pictures are in. */
  readonly firstPage: Promise<void>
  /** The number of pictures this run made (0 when another server made them). */
  readonly done: Promise<number>
}

/**
 * Pictures in the making at once: one is cut while the rasteriser draws or encodes the others.
 * With two, the art thread idled 15% of the time, both pictures waiting on libvips; with three, 10%.
 */
const IN_FLIGHT = 3

/**
 * Makes and inserts the entries, IN_FLIGHT at a time; the number made. A picture's insert goes on
 * while the next one is made: on a busy server the event loop and the database answer late, and
 * the art thread would wait for them.
 */
async function makeChunk(
  thread: ArtThread,
  db: Database['db'],
  entries: readonly CatalogEntry[],
  log: FastifyBaseLogger | undefined,
): Promise<number> {
  let next = 0
  let made = 0
  const inserts: Promise<void>[] = []
  let failed: unknown
  const worker = async () => {
    for (let entry = entries[next++]; entry; entry = entries[next++]) {
      const result = await thread.make({ kind: 'catalog', position: entry.position })
      if (!result.picture) {
        log?.error({ id: entry.id, error: result.error }, 'catalogue picture failed')
        continue
      }
      const row = imageRow(result.picture, {
        id: entry.id,
        title: entry.title,
        categories: [entry.category],
        tags: entry.tags,
        date: entry.date,
        premium: entry.premium,
        position: entry.position,
      })
      inserts.push(
        insertImage(db, row).catch((err: unknown) => {
          failed ??= err
        }),
      )
      made++
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  await Promise.all(inserts)
  if (failed !== undefined) throw failed
  return made
}

/** Makes the chunks' pictures not there yet, a chunk a turn of the lock; the number made. */
async function makeChunks(
  thread: ArtThread,
  database: Database,
  entries: readonly CatalogEntry[],
  log: FastifyBaseLogger | undefined,
): Promise<number> {
  let made = 0
  for (let from = 0; from < entries.length; from += CHUNK) {
    const chunk = entries.slice(from, from + CHUNK)
    made += await database.withAdvisoryLock('huey:catalogue', async () => {
      const have = await existingImageIds(
        database.db,
        chunk.map((e) => e.id),
      )
      return makeChunk(
        thread,
        database.db,
        chunk.filter((e) => !have.has(e.id)),
        log,
      )
    })
  }
  return made
}

/**
 * Makes the catalogue's first `size` pictures that are not there yet, on a worker thread, in
 * chunks under an advisory lock: servers starting together on one database take turns, and each
 * skips what another made (ids are fixed, inserts never duplicate). Right after the first page,
 * the Daily page's days are made on the same thread, so a visitor who opens Daily soon after a
 * start does not wait for them. Idempotent: run it on every start; a second run finds everything
 * and makes nothing.
 */
export function seedCatalog(
  database: Database,
  size: number,
  options: { log?: FastifyBaseLogger; firstPage?: number } = {},
): Seeding {
  const entries = catalogEntries().slice(0, size)
  // The first page ends where a chunk does, so every start cuts the same chunks.
  const firstEnd =
    Math.ceil(Math.min(options.firstPage ?? FIRST_PAGE, entries.length) / CHUNK) * CHUNK
  let firstReady: () => void = () => undefined
  const firstPage = new Promise<void>((resolve) => {
    firstReady = resolve
  })
  const done = (async () => {
    await insertCategories(database.db, catalogCategories)
    const thread = new ArtThread()
    const started = performance.now()
    let made = 0
    try {
      made += await makeChunks(thread, database, entries.slice(0, firstEnd), options.log)
      firstReady()
      const days = dailyPageDays(Date.now())
      await database
        .withAdvisoryLock('huey:catalogue', () => ensureDailyImages(database.db, days, thread))
        .catch((err: unknown) => options.log?.error({ err }, 'daily pictures failed'))
      made += await makeChunks(thread, database, entries.slice(firstEnd), options.log)
    } finally {
      firstReady()
      await thread.close()
    }
    if (made > 0)
      options.log?.info({ made, ms: Math.round(performance.now() - started) }, 'catalogue seeded')
    return made
  })()
  // The caller awaits `done` for failures; `firstPage` only says when to start listening.
  done.catch(() => firstReady())
  return { firstPage, done }
}
