// A visitor opening pictures the seeder has not made yet, one after another, while it works: how
// long each waits (issue 33: a picture a user opens is made at once, never behind the seeding).
import { sql } from 'drizzle-orm'
import type { CatalogEntry } from '../apps/server/src/catalog/entries'
import type { Db } from '../apps/server/src/db/database'
import { images } from '../apps/server/src/db/schema'

export function openWhileMaking(address: string, db: Db, published: readonly CatalogEntry[]) {
  const free = published.filter((e) => !e.premium).sort((a, b) => b.position - a.position)
  const waits: number[] = []
  let allOk = true
  let running = true
  const run = (async () => {
    // From the end of the gallery: the pictures the seeder makes last.
    for (const entry of free) {
      if (!running) break
      const [row] = await db
        .select({ made: sql<boolean>`${images.svgData} is not null` })
        .from(images)
        .where(sql`${images.id} = ${entry.id}`)
      if (!row || row.made) continue
      const start = performance.now()
      const res = await fetch(`${address}/images/${entry.id}`)
      await res.arrayBuffer()
      waits.push(performance.now() - start)
      if (res.status !== 200) allOk = false
    }
  })()
  return {
    async stop() {
      running = false
      await run
      const sorted = [...waits].sort((a, b) => a - b)
      return {
        count: sorted.length,
        p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        max: Math.round(sorted[sorted.length - 1] ?? 0),
        allOk,
      }
    },
  }
}
