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

/** The `error` field of an error answer (SPEC.md section 8), when the server sent one. */
export function serverErrorOf(data: unknown): string | undefined {
  const error = (data as { error?: unknown } | undefined)?.error
  return typeof error === 'string' ? error : undefined
}
