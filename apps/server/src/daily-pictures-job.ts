import type { FastifyBaseLogger } from 'fastify'
import { ArtThread } from './catalog/art-runner'
import { ensureDailyImages, isoDay } from './catalog/daily'
import type { Db } from './db/database'
import type { Jobs } from './jobs/jobs'

const DAY = 86_400_000

/**
 * Makes today's and tomorrow's daily pictures ahead of the first visitor, hourly on one server of
 * the cluster, so no request waits for the engine at midnight (UTC).
 */
export async function scheduleDailyPictures(jobs: Jobs, db: Db, log: FastifyBaseLogger) {
  await jobs.every('next-daily-pictures', '23 * * * *', async () => {
    const now = Date.now()
    const thread = new ArtThread()
    try {
      await ensureDailyImages(db, [isoDay(now), isoDay(now + DAY)], thread)
    } finally {
      await thread.close()
    }
    log.debug('daily pictures ready')
  })
}
