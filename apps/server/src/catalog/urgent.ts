/**
 * Pictures a request waits for come first: while one is being made, the seeder starts no new
 * job. Both art threads share the process's libuv and libvips threads, so without this an opened
 * picture's rasterising and encoding queue behind the seeder's.
 */
let pending = 0
const waiting: (() => void)[] = []

/** Runs work a request waits for, holding the seeder back meanwhile. */
export async function urgently<T>(work: () => Promise<T>): Promise<T> {
  pending++
  try {
    return await work()
  } finally {
    pending--
    if (pending === 0) for (const resume of waiting.splice(0)) resume()
  }
}

/** Settles when no request is waiting for a picture. */
export function noneUrgent(): Promise<void> {
  if (pending === 0) return Promise.resolve()
  return new Promise((resolve) => {
    waiting.push(resolve)
  })
}
