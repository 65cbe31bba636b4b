import type { Database } from '../src/db/database'
import { images } from '../src/db/schema'

/** A puzzle SVG in the engine's shape whose regions have the given ids (1 to n by default). */
export function puzzleSvg(ids: readonly number[]): string {
  const paths = ids.map(
    (id, i) => `<path data-region="${id}" data-color="1" data-area="1" d="M${i} 0h1v1h-1z"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ids.length} 1" width="${ids.length}" height="1" data-palette="#ff0000"><g class="regions">${paths.join('')}</g><g class="labels"></g></svg>`
}

/** Puts a catalogue picture with `regions` regions (ids 1 to n) in the database. */
export async function addPicture(database: Database, id: string, regions = 50): Promise<void> {
  const ids = Array.from({ length: regions }, (_, i) => i + 1)
  await database.db
    .insert(images)
    .values({
      id,
      title: id,
      categories: [],
      date: '2026-01-01',
      difficulty: 'easy',
      svgData: puzzleSvg(ids),
      colors: ['#ff0000'],
      regionCount: regions,
      thumbnail: '',
      position: 10_000,
    })
    .onConflictDoNothing()
}
