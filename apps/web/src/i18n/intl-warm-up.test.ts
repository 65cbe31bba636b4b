// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmIntl } from './intl-warm-up'

/** A worker that only records what the page does with it. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined
  readonly url: string
  terminated = false
  constructor(url: URL | string) {
    super()
    this.url = String(url)
    FakeWorker.last = this
  }
  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.last = undefined
})

describe('warmIntl', () => {
  it('starts the warm-up worker and ends it once ICU has started there', () => {
    vi.stubGlobal('Worker', FakeWorker)
    warmIntl()
    const worker = FakeWorker.last
    expect(worker?.url).toMatch(/intl-warm-worker/)
    expect(worker?.terminated).toBe(false)
    worker?.dispatchEvent(new MessageEvent('message', { data: 'warm' }))
    expect(worker?.terminated).toBe(true)
  })

  it('ends the worker when it fails to load', () => {
    vi.stubGlobal('Worker', FakeWorker)
    warmIntl()
    FakeWorker.last?.dispatchEvent(new Event('error'))
    expect(FakeWorker.last?.terminated).toBe(true)
  })
})
