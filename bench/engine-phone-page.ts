/// <reference lib="dom" />
// The create page's engine calls (apps/web/src/create/engine-api.ts: decode the photo, then make
// the puzzle, its SVG and previews), bundled for a blank page so bench/engine-phone.ts runs them on
// the page's main thread, where Chromium's CPU throttle reaches (it does not reach workers).
import { engineApi } from '../apps/web/src/create/engine-api'

declare global {
  interface Window {
    makeAsCreatePage: (png: Uint8Array<ArrayBuffer>, preset: 'medium' | 'hard') => Promise<PhoneRun>
  }
}

export interface PhoneRun {
  readonly decodeMs: number
  readonly makeMs: number
  readonly regions: number
  readonly colours: number
}

window.makeAsCreatePage = async (png, preset) => {
  const started = performance.now()
  const pixels = await engineApi.decode(new Blob([png], { type: 'image/png' }))
  const decoded = performance.now()
  const made = engineApi.make(pixels, preset, () => undefined)
  return {
    decodeMs: decoded - started,
    makeMs: performance.now() - decoded,
    regions: made.regions,
    colours: made.colors.length,
  }
}
