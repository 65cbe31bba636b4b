import { vi } from 'vitest'
import { recordingContext } from './recording-context'

/**
 * Gives every canvas a recording 2D context (jsdom has none): canvases made by the code under test
 * are named `layer-1`, `layer-2`... in the order they ask for a context. Answers the recorded calls
 * of a canvas by its id (a test finds a layer's id where the screen draws it). Restore with vi.restoreAllMocks().
 */
export function recordCanvases() {
  const recorders = new Map<string, ReturnType<typeof recordingContext>>()
  let made = 0
  vi.stubGlobal('Path2D', class {})
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    if (!this.id) this.id = `layer-${++made}`
    let recorder = recorders.get(this.id)
    if (!recorder) {
      recorder = recordingContext(this)
      recorders.set(this.id, recorder)
    }
    return recorder.ctx as never
  })
  return {
    calls: (id: string): string[] => recorders.get(id)?.calls ?? [],
    clear: () => {
      for (const r of recorders.values()) r.calls.length = 0
    },
  }
}
