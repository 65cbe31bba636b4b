import { type ErrorCode, type ErrorResponse, errorCodes } from '@huey/contracts'

/**
 * A domain failure with the status and the readable message the client should see; the error
 * handler answers the code `errorCodes` gives that message (a test holds every message thrown).
 */
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

/** The answer for a code of the catalogue, in the catalogue's words. */
export const errorAnswer = (code: ErrorCode): ErrorResponse => ({ error: errorCodes[code], code })
