import {
  PARENTAL_CONSENT_AGE,
  type ProcessResponse,
  photoMessages,
  serverMessages,
} from '@huey/contracts'
import type { Preset } from '@huey/pbn'
import { ageOn } from '../auth/age'
import { findUserById } from '../auth/repository'
import type { Db } from '../db/database'
import { HttpError } from '../lib/http-error'
import { decodePhoto } from './decode'
import { EngineTimeout, runEngine } from './engine-runner'
import { JobQueue, QueueFull } from './job-queue'

/** The seed the device uses too, so a photo makes the same puzzle here and there. */
export const PUZZLE_SEED = 7

export interface ProcessingOptions {
  /** Jobs at once per server (default 2). */
  readonly concurrency?: number
  /** Jobs waiting beyond those (default 8); more get a 503. */
  readonly maxWaiting?: number
  /** Decoding and the engine together (default 60 s). */
  readonly timeoutMs?: number
}

/** Photo to puzzle on the server: the same engine as the device, decoded by sharp, queued. */
export class PhotoProcessing {
  private readonly queue: JobQueue
  private readonly timeoutMs: number

  constructor(
    private readonly db: Db,
    options: ProcessingOptions = {},
  ) {
    this.queue = new JobQueue(options.concurrency ?? 2, options.maxWaiting ?? 8)
    this.timeoutMs = options.timeoutMs ?? 60_000
  }

  /** Children under 13 upload photos of themselves and others only with a parent's consent. */
  async assertMayUpload(userId: string, today = new Date()): Promise<void> {
    const user = await findUserById(this.db, userId)
    if (!user) throw new HttpError(401, serverMessages.sessionExpired)
    const child = user.birthdate !== null && ageOn(user.birthdate, today) < PARENTAL_CONSENT_AGE
    if (child && user.parentConsent !== 'granted') {
      throw new HttpError(403, serverMessages.consentRequiredToUpload)
    }
  }

  async process(photo: Buffer, preset: Preset): Promise<ProcessResponse> {
    try {
      return await this.queue.run(async () => {
        const started = performance.now()
        const image = await decodePhoto(photo)
        const left = this.timeoutMs - (performance.now() - started)
        if (left <= 0) throw new EngineTimeout('Decoding used the whole time.')
        return runEngine(image, { preset, seed: PUZZLE_SEED, timeoutMs: left })
      })
    } catch (error) {
      if (error instanceof QueueFull) {
        throw new HttpError(503, photoMessages.busy, { 'retry-after': '30' }, error)
      }
      if (error instanceof EngineTimeout) throw new HttpError(503, photoMessages.timeout, {}, error)
      throw error
    }
  }
}
