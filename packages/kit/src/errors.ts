export type KitErrorCode =
  | 'invalid-size'
  | 'invalid-paper'
  | 'unknown-paint-set'
  | 'invalid-mode'
  | 'size-too-small'
  | 'paper-too-small'

/**
 * A kit that cannot be made as asked; `message` is one line a person can act on.
 *
 * @example
 * try { planKit(puzzle, options) } catch (e) { if (e instanceof KitError) show(e.message) }
 */
export class KitError extends Error {
  override readonly name = 'KitError'
  constructor(
    readonly code: KitErrorCode,
    message: string,
    /** A size that would work (`size-too-small`), as `kitSettings` takes it: `57x71cm`. */
    readonly suggestedSize?: string,
    /** The numbers in the message, so an app can say it in its reader's language. */
    readonly values: Readonly<Record<string, number>> = {},
  ) {
    super(message)
  }
}
