/// <reference lib="dom" />
// The paint bench's frame recorder: requestAnimationFrame times and long animation frames (over
// 50 ms, with where they went), read back per phase.
import type { CDPSession, Page } from 'playwright-core'

interface Recorded {
  __frames: number[]
  __loaf: string[]
}

export interface FrameStats {
  readonly frames: number
  readonly p95FrameMs: number
  readonly maxFrameMs: number
  readonly longAnimationFrames: readonly string[]
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)
export const median = (xs: readonly number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? Number.NaN
export const pct = (xs: readonly number[], p: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN

export async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Recorded
    w.__frames = []
    w.__loaf = []
    new PerformanceObserver((list) => {
      // Where a long frame went: scripts (and the longest one's invoker), then rendering.
      for (const e of list.getEntries() as (PerformanceEntry & {
        renderStart: number
        scripts: {
          duration: number
          invoker: string
          sourceFunctionName: string
          sourceURL: string
          sourceCharPosition: number
        }[]
      })[]) {
        const scripts = e.scripts.reduce((sum, x) => sum + x.duration, 0)
        const top = [...e.scripts].sort((a, b) => b.duration - a.duration)[0]
        w.__loaf.push(
          `${e.duration.toFixed(0)} ms: scripts ${scripts.toFixed(0)} ms${top ? ` (${top.invoker} ${top.sourceFunctionName} at ${top.sourceURL.split('/').pop()}:${top.sourceCharPosition} ${top.duration.toFixed(0)} ms)` : ''}, from render start ${(e.startTime + e.duration - e.renderStart).toFixed(0)} ms`,
        )
      }
    }).observe({ type: 'long-animation-frame', buffered: false })
    const tick = (t: number) => {
      w.__frames.push(t)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

/** Forgets the frames so far: the next read covers what follows. */
export async function restartFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Recorded
    w.__frames.length = 0
    w.__loaf.length = 0
  })
}

export async function frameStats(page: Page): Promise<FrameStats> {
  const { times, loaf } = await page.evaluate(() => {
    const w = window as unknown as Recorded
    return { times: [...w.__frames], loaf: [...w.__loaf] }
  })
  const deltas = times.slice(1).map((v, i) => v - (times[i] as number))
  return {
    frames: deltas.length,
    p95FrameMs: pct(deltas, 0.95),
    maxFrameMs: Math.max(...deltas),
    longAnimationFrames: loaf,
  }
}

export const describeFrames = (s: FrameStats) =>
  `(${s.frames} frames): p95 ${s.p95FrameMs.toFixed(1)} ms, max ${s.maxFrameMs.toFixed(1)} ms, long animation frames (over 50 ms): ${s.longAnimationFrames.length}${s.longAnimationFrames.map((l) => `\n  ${l}`).join('')}`

/** Mouse and wheel input straight through the DevTools protocol, as a person's would arrive. */
export function pointerInput(cdp: CDPSession) {
  return {
    mouse: (type: string, x: number, y: number, extra: Record<string, unknown> = {}) =>
      cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', ...extra } as never),
    wheel: (x: number, y: number, deltaY: number, ctrl: boolean) =>
      cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x,
        y,
        deltaX: 0,
        deltaY,
        modifiers: ctrl ? 2 : 0,
      } as never),
    tick: () => new Promise((r) => setTimeout(r, 16)),
  }
}
