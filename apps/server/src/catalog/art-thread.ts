// Draws and cuts pictures on a worker thread, one message a picture, so the server's event loop
// keeps answering while the catalogue is made.
import { parentPort } from 'node:worker_threads'
import type { ArtJob, ArtMessage, ArtReply, ArtResult } from './art-runner'
import { artThumbnails } from './art-thumbnails'
import { entryById } from './catalogue'
import { makeDailyPicture } from './daily-art'
import { makeCatalogPicture } from './picture'

async function make(job: ArtJob): Promise<ArtResult> {
  try {
    if (job.kind === 'daily') return { job, picture: await makeDailyPicture(job.day) }
    const entry = entryById(job.id)
    if (!entry) throw new Error(`The catalogue has no picture ${job.id}.`)
    const draw = (seed: number) => entry.variant.draw(seed)
    if (job.kind === 'thumbnail') return { job, picture: await artThumbnails(draw(entry.seed)) }
    return { job, picture: await makeCatalogPicture(draw, entry.difficulty, entry.seed) }
  } catch (err) {
    return { job, error: err instanceof Error ? err.message : String(err) }
  }
}

// Every job as it comes: jobs asked together overlap at their awaits (the rasteriser's and the
// encoder's work runs on libvips' own threads while another job is cut here).
parentPort?.on('message', async ({ id, job }: ArtMessage) => {
  parentPort?.postMessage({ id, ...(await make(job)) } satisfies ArtReply)
})
