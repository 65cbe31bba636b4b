export type PbnErrorCode = 'invalid-image' | 'invalid-option' | 'aborted'

/**
 * An engine failure; callers branch on `code`, people read `message`.
 *
 * @example
 * try { createPuzzle(image) } catch (e) { if (e instanceof PbnError && e.code === 'aborted') return }
 */
export class PbnError extends Error {
  override readonly name = 'PbnError'
  constructor(
    readonly code: PbnErrorCode,
    message: string,
  ) {
    super(message)
  }
}
