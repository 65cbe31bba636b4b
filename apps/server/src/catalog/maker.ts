import type { Db } from '../db/database'
import { ArtThread, type Thumbnails } from './art-runner'
import { type CatalogPicture, madeColumns } from './picture'
import { saveMade, saveThumbnails } from './repository'
import { urgently } from './urgent'

/**
 * Makes what a request asks for at once and keeps it: a listed picture's thumbnails or its whole
 * puzzle, on a thread of its own and ahead of the seeder (urgent.ts), so a request never waits
 * behind the seeder's queue. Two requests for one picture wait for one making.
 */
export class PictureMaker {
  readonly thread = new ArtThread()
  private readonly making = new Map<string, Promise<void>>()

  constructor(private readonly db: Db) {}

  private once(key: string, make: () => Promise<void>): Promise<void> {
    const going = this.making.get(key)
    if (going) return going
    const run = urgently(make).finally(() => this.making.delete(key))
    this.making.set(key, run)
    return run
  }

  /** Draws a listed picture's thumbnails from its art, unless another server did. */
  thumbnails(id: string): Promise<void> {
    return this.once(`thumbnail:${id}`, async () => {
      const result = await this.thread.make({ kind: 'thumbnail', id })
      if (!result.picture) throw new Error(result.error)
      await saveThumbnails(this.db, id, result.picture as Thumbnails)
    })
  }

  /** Makes a listed picture's puzzle (and its painted thumbnails), unless another server did. */
  picture(id: string): Promise<void> {
    return this.once(`picture:${id}`, async () => {
      const result = await this.thread.make({ kind: 'picture', id })
      if (!result.picture) throw new Error(result.error)
      await saveMade(this.db, id, madeColumns(result.picture as CatalogPicture))
    })
  }

  close(): Promise<void> {
    return this.thread.close()
  }
}
