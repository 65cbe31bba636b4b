// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { watchNativeReadiness } from './native-ready'
import { RecordingReporter, type Reporter } from './reporter'

const silent: Reporter = {
  log: () => undefined,
  nonFatal: () => undefined,
  metric: () => undefined,
}

describe('native plugin readiness', () => {
  it('warns after 5000 ms when the plugins have not answered', () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const reporter = new RecordingReporter(silent)
    watchNativeReadiness(
      { isNativePlatform: () => true, pluginsReady: () => new Promise(() => undefined) },
      reporter,
    )
    vi.advanceTimersByTime(4999)
    expect(reporter.events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(reporter.events).toEqual([
      { kind: 'nonFatal', message: 'Native plugins are not ready after 5000 ms.' },
    ])
    vi.useRealTimers()
  })

  it('stays quiet when the plugins answer in time', async () => {
    vi.useFakeTimers()
    const reporter = new RecordingReporter(silent)
    watchNativeReadiness(
      { isNativePlatform: () => true, pluginsReady: () => Promise.resolve() },
      reporter,
    )
    await vi.advanceTimersByTimeAsync(6000)
    expect(reporter.events).toEqual([])
    vi.useRealTimers()
  })

  it('does nothing in a browser', () => {
    const timer = vi.fn()
    watchNativeReadiness(
      { isNativePlatform: () => false, pluginsReady: () => Promise.resolve() },
      new RecordingReporter(silent),
      timer,
    )
    expect(timer).not.toHaveBeenCalled()
  })
})
