import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleGlobalError, installGlobalErrorHandlers, reportGlobalError } from './global-errors'
import { RecordingReporter, type Reporter } from './reporter'

const silent: Reporter = {
  log: () => undefined,
  nonFatal: () => undefined,
  metric: () => undefined,
}

describe('global error handling', () => {
  afterEach(() => vi.restoreAllMocks())

  it('records "Global error: <message>" and logs the error to the console', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reporter = new RecordingReporter(silent)
    const error = new Error('brush snapped')
    reportGlobalError(reporter, error)
    expect(reporter.events).toEqual([{ kind: 'nonFatal', message: 'Global error: brush snapped' }])
    expect(consoleError).toHaveBeenCalledWith(error)
  })

  it('records "Global error: Unknown error" when there is no message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reporter = new RecordingReporter(silent)
    reportGlobalError(reporter, { code: 7 })
    reportGlobalError(reporter, new Error(''))
    expect(reporter.events.map((e) => e.kind === 'nonFatal' && e.message)).toEqual([
      'Global error: Unknown error',
      'Global error: Unknown error',
    ])
  })

  it('rethrows the same error after recording it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reporter = new RecordingReporter(silent)
    const error = new Error('again')
    expect(() => handleGlobalError(reporter, error)).toThrow(error)
    expect(reporter.events).toHaveLength(1)
  })

  it('catches window errors and unhandled rejections until uninstalled', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reporter = new RecordingReporter(silent)
    const uninstall = installGlobalErrorHandlers(reporter, window)
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(rejection, 'reason', { value: 'lost connection' })
    window.dispatchEvent(rejection)
    uninstall()
    const swallow = (e: Event) => e.preventDefault()
    window.addEventListener('error', swallow)
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), cancelable: true }))
    window.removeEventListener('error', swallow)
    expect(reporter.events.map((e) => e.kind === 'nonFatal' && e.message)).toEqual([
      'Global error: boom',
      'Global error: lost connection',
    ])
  })
})
