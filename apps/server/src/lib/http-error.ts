/** A domain failure with the status and the readable message the client should see. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    cause?: unknown,
  ) {
    super(message, { cause })
  }
}
