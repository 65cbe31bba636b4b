import {
  type MadePuzzle,
  PARENTAL_CONSENT_AGE,
  PUZZLE_SEED,
  photoMessages,
  serverMessages,
} from '@huey/contracts'
import type { Preset } from '@huey/pbn'
import { ageOn } from '../auth/age'
import { findUserById } from '../auth/repository'
import type { Db } from '../db/database'
import type { Jobs } from '../jobs/jobs'
import { HttpError } from '../lib/http-error'
import { decodePhoto } from './decode'
import { EngineTimeout, runEngine } from './engine-runner'

export const PHOTO_QUEUE = 'photo-to-puzzle'

export interface ProcessingOptions {
  /** Jobs at once per server (default 2): CPU-heavy work must not starve the API. */
  readonly concurrency?: number
  /** Jobs waiting across all servers beyond those running (default 8); more get a 503. */
  readonly maxWaiting?: number
  /** Decoding and the engine together, per attempt (default 60 s). */
  readonly timeoutMs?: number
}

interface PhotoJob {
  /** The upload, base64: job data is JSON. */
  readonly photo: string
  readonly preset: Preset
}

/** What a job ends with: a puzzle, or the answer for a photo that cannot make one (not retried). */
type PhotoOutcome =
  | { readonly puzzle: MadePuzzle }
  | { readonly refused: { readonly status: number; readonly message: string } }

/**
 * Photo to puzzle on the server: the same engine as the device, decoded by sharp, run as a job
 * that whichever server is free takes, retried if its server dies.
 */
export class PhotoProcessing {
  private readonly maxWaiting: number
  private readonly timeoutMs: number

  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly options: ProcessingOptions = {},
  ) {
    this.maxWaiting = options.maxWaiting ?? 8
    this.timeoutMs = options.timeoutMs ?? 60_000
  }

  /** Makes this server one of the workers of the queue. */
  async work(): Promise<void> {
    await this.jobs.queue<PhotoJob, PhotoOutcome>(
      PHOTO_QUEUE,
      {
        retryLimit: 2,
        retryDelaySeconds: 1,
        expireInSeconds: Math.ceil(this.timeoutMs / 1000) + 15,
        concurrency: this.options.concurrency ?? 2,
      },
      (job) => this.makePuzzle(Buffer.from(job.photo, 'base64'), job.preset),
    )
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

  async process(photo: Buffer, preset: Preset): Promise<MadePuzzle> {
    if ((await this.jobs.waiting(PHOTO_QUEUE)) >= this.maxWaiting) {
      throw new HttpError(503, photoMessages.busy, { 'retry-after': '30' })
    }
    const job: PhotoJob = { photo: photo.toString('base64'), preset }
    const id = await this.jobs.send(PHOTO_QUEUE, job)
    // Room for the retries of a job whose server died: each waits out its expiry first.
    const result = await this.jobs.result<PhotoOutcome>(PHOTO_QUEUE, id, this.timeoutMs * 3)
    if (result.state === 'timeout') throw new HttpError(503, photoMessages.timeout)
    if (result.state !== 'completed') {
      throw new HttpError(503, photoMessages.busy, { 'retry-after': '30' })
    }
    const outcome = result.output
    if ('refused' in outcome) throw new HttpError(outcome.refused.status, outcome.refused.message)
    return outcome.puzzle
  }

  private async makePuzzle(photo: Buffer, preset: Preset): Promise<PhotoOutcome> {
    try {
      const started = performance.now()
      const image = await decodePhoto(photo)
      const left = this.timeoutMs - (performance.now() - started)
      if (left <= 0) throw new EngineTimeout('Decoding used the whole time.')
      return { puzzle: await runEngine(image, { preset, seed: PUZZLE_SEED, timeoutMs: left }) }
    } catch (error) {
      // A photo that cannot make a puzzle fails the same way every time: answered, not retried.
      if (error instanceof HttpError) {
        return { refused: { status: error.statusCode, message: error.message } }
      }
      if (error instanceof EngineTimeout) {
        return { refused: { status: 503, message: photoMessages.timeout } }
      }
      throw error
    }
  }
}
