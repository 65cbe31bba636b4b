// Draws and cuts pictures on a worker thread, one message a picture, so the server's event loop
// keeps answering while the catalogue is made.
import { parentPort, workerData } from 'node:worker_threads'
import { type IconSetName, useIconSetPaths } from './art/icons'
import type { ArtJob, ArtMessage, ArtReply, ArtResult } from './art-runner'
import { makeDailyPicture } from './daily-art'
import { catalogEntries } from './entries'
import { makeCatalogPicture } from './picture'

useIconSetPaths((workerData as { iconPaths: Record<IconSetName, string> }).iconPaths)

async function make(job: ArtJob): Promise<ArtResult> {
  try {
    if (job.kind === 'daily') return { job, picture: await makeDailyPicture(job.day) }
    const entry = catalogEntries()[job.position]
    if (!entry) throw new Error(`The catalogue has no picture at ${job.position}.`)
    return {
      job,
      picture: await makeCatalogPicture(entry.artwork.draw, entry.artwork.detail, entry.seed),
    }
  } catch (err) {
    return { job, error: err instanceof Error ? err.message : String(err) }
  }
}

// Every job as it comes: jobs asked together overlap at their awaits (the rasteriser's and the
// encoder's work runs on libvips' own threads while another job is cut here).
parentPort?.on('message', async ({ id, job }: ArtMessage) => {
  parentPort?.postMessage({ id, ...(await make(job)) } satisfies ArtReply)
})
