/** The server answered a call with an error: its status, and its message when it gave one. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}
