export type PbnErrorCode = 'invalid-image' | 'invalid-option' | 'aborted'

/** An engine failure; callers branch on `code`, people read `message`. */
export class PbnError extends Error {
  override readonly name = 'PbnError'
  constructor(
    readonly code: PbnErrorCode,
    message: string,
  ) {
    super(message)
  }
}
