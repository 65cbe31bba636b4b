import { NATIVE_PLUGIN_READY_WARNING_MS } from '@huey/contracts'
import type { Reporter } from './reporter'

export interface NativePlatform {
  isNativePlatform(): boolean
  /** Resolves when the native bridge answers a plugin call. */
  pluginsReady(): Promise<unknown>
}

/** On native builds, warns when the plugins have not answered within 5000 ms (SPEC.md section 9). */
export function watchNativeReadiness(
  platform: NativePlatform,
  reporter: Reporter,
  setTimer: (fn: () => void, ms: number) => unknown = setTimeout,
): void {
  if (!platform.isNativePlatform()) return
  let ready = false
  setTimer(() => {
    if (ready) return
    const message = `Native plugins are not ready after ${NATIVE_PLUGIN_READY_WARNING_MS} ms.`
    console.warn(message)
    reporter.nonFatal(message)
  }, NATIVE_PLUGIN_READY_WARNING_MS)
  platform.pluginsReady().then(
    () => {
      ready = true
    },
    (error: unknown) =>
      reporter.nonFatal('Native plugins failed to start.', { error: String(error) }),
  )
}
