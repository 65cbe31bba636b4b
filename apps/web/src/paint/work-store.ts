import type { UserImageRecord } from '../storage/my-db'

/** Progress on a picture as the colouring screen hands it over: MyDb's work without its date. */
export type WorkProgress = Omit<UserImageRecord, 'date'>

/**
 * Where the colouring screen keeps and syncs progress. The app passes the works feature's; the
 * screen never reaches for MyDb or the server itself.
 */
export interface WorkStore {
  /** The work kept on this device for a picture, if any. */
  load(
    imageId: string,
  ): Promise<{ readonly filled: readonly number[]; readonly pngData: string } | undefined>
  /** A writer that batches progress, so fills arriving together are one write; flush writes now. */
  writer(): { schedule(work: WorkProgress): void; flush(): Promise<void> }
  /**
   * Sends this device's progress and answers every device's union, or null when signed out or
   * offline (the next sync catches up: progress only grows).
   */
  sync(
    imageId: string,
    filled: readonly number[],
    completedAt?: string,
  ): Promise<readonly number[] | null>
  /** How often to sync while painting. */
  readonly syncEveryMs: number
}
