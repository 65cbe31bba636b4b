// The paint bench's budget per frame: a Chromium trace over a phase, its time split the way
// DevTools' summary splits it (self time of each event on the page's main thread: script, style,
// layout, paint, other), plus raster (tile and image work on the renderer's other threads) and GPU
// (the GPU process's threads, where WebGL and the compositor's drawing run).
import type { CDPSession } from 'playwright-core'

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly ts: number
  readonly dur?: number
  readonly cat: string
  readonly args?: { readonly name?: string }
}

export type Budget = Record<
  'script' | 'style' | 'layout' | 'paint' | 'other' | 'raster' | 'gpu',
  number
>

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'cc',
  'gpu',
  'viz',
]

const SCRIPT =
  /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|MajorGC|MinorGC|BlinkGC|GCEvent|FireIdleCallback|XHRLoad|v8\.run)/
const STYLE = /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout)/
const LAYOUT = /^(Layout|IntersectionObserver|ComputeIntersections)/
const PAINT = /^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers|PaintImage)/

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  } as never)
}

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  const parts: string[] = []
  for (;;) {
    const chunk = (await cdp.send('IO.read', { handle, size: 1 << 20 })) as {
      data: string
      eof: boolean
      base64Encoded?: boolean
    }
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data)
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle })
  return parts.join('')
}

export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve((e as { stream: string }).stream)),
  )
  await cdp.send('Tracing.end')
  const text = await readStream(cdp, await done)
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
}

/** Complete events of one thread, with their self time (their length less their children's). */
function selfTimes(events: readonly TraceEvent[]): Map<string, number> {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: { end: number; name: string; child: number }[] = []
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const top = stack.pop()
      if (top) self.set(top.name, (self.get(top.name) ?? 0) + Math.max(0, top.child))
    }
  }
  for (const e of spans) {
    close(e.ts)
    const dur = e.dur ?? 0
    const parent = stack.at(-1)
    if (parent) parent.child -= dur
    stack.push({ end: e.ts + dur, name: e.name, child: dur })
  }
  close(Number.POSITIVE_INFINITY)
  return self
}

const threadKey = (e: TraceEvent) => `${e.pid}:${e.tid}`

/** The trace's time in ms per frame, by where it went. */
export function budgetOf(events: readonly TraceEvent[], frames: number): Budget {
  const names = new Map<string, string>()
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(threadKey(e), e.args?.name ?? '')
  }
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const key = threadKey(e)
    byThread.set(key, [...(byThread.get(key) ?? []), e])
  }
  // The page's main thread: the renderer main thread that ran the most animation frames.
  const frameCount = (key: string) =>
    (byThread.get(key) ?? []).filter((e) => e.name === 'FireAnimationFrame').length
  const mains = [...names].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k)
  const main = mains.sort((a, b) => frameCount(b) - frameCount(a))[0]
  const rendererPid = main?.split(':')[0]
  const gpuPids = new Set(
    [...names].filter(([, n]) => n === 'CrGpuMain').map(([k]) => k.split(':')[0]),
  )
  const budget: Budget = { script: 0, style: 0, layout: 0, paint: 0, other: 0, raster: 0, gpu: 0 }
  const add = (k: keyof Budget, us: number) => {
    budget[k] += us / 1000
  }
  for (const [key, list] of byThread) {
    const pid = key.split(':')[0]
    const self = selfTimes(list)
    if (key === main) {
      for (const [name, us] of self) {
        if (SCRIPT.test(name)) add('script', us)
        else if (STYLE.test(name)) add('style', us)
        else if (LAYOUT.test(name)) add('layout', us)
        else if (PAINT.test(name)) add('paint', us)
        else add('other', us)
      }
    } else if (pid === rendererPid && /Raster|Compositor|ImageDecode/i.test(names.get(key) ?? '')) {
      for (const us of self.values()) add('raster', us)
    } else if (pid !== undefined && gpuPids.has(pid)) {
      for (const us of self.values()) add('gpu', us)
    }
  }
  const per = Math.max(1, frames)
  for (const k of Object.keys(budget) as (keyof Budget)[]) {
    budget[k] = Math.round((budget[k] / per) * 100) / 100
  }
  return budget
}

/**
 * The main thread's work in each frame (its tasks between one animation frame and the next, in
 * ms): what must stay under 8 ms for a 120 Hz screen. Answers the 95th percentile and the most.
 */
export function workPerFrame(events: readonly TraceEvent[]): { p95Ms: number; maxMs: number } {
  const fired = events.filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X')
  const main = fired[0] && threadKey(fired[0])
  const starts = fired.filter((e) => threadKey(e) === main).map((e) => e.ts)
  starts.sort((a, b) => a - b)
  const tasks = events.filter(
    (e) => threadKey(e) === main && e.ph === 'X' && e.cat.includes('toplevel') && e.dur,
  )
  const work = starts.slice(1).map((end, i) => {
    const begin = starts[i] as number
    let us = 0
    for (const t of tasks) {
      const from = Math.max(begin, t.ts)
      const to = Math.min(end, t.ts + (t.dur ?? 0))
      if (to > from) us += to - from
    }
    return us / 1000
  })
  work.sort((a, b) => a - b)
  const at = (p: number) => work[Math.min(work.length - 1, Math.floor(work.length * p))] ?? 0
  const round = (v: number) => Math.round(v * 100) / 100
  return { p95Ms: round(at(0.95)), maxMs: round(work.at(-1) ?? 0) }
}
