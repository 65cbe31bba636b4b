/// <reference lib="dom" />
// One row of the paint bench: one build of the app, one puzzle, one browser profile, in a fresh
// browser context.
import type { Browser, Page } from 'playwright-core'
import '../e2e/fixtures/window'
import { seedPuzzle } from '../e2e/fixtures/seed-puzzle'
import { measureFill } from './paint-fill'
import { type FrameStats, frameStats, median, recordFrames } from './paint-frames'
import { checkPinchZooms, playGesture } from './paint-gesture'
import { type Profile, throttle } from './paint-profiles'
import type { BenchPuzzle } from './paint-puzzle'
import { runTools, type ToolsRun } from './paint-tools'
import { type Budget, budgetOf, startTrace, stopTrace, workPerFrame } from './paint-trace'

const RUNS = Number(process.env.RUNS ?? 5)

export const targets = {
  firstFrameMs: 300,
  p95FrameMs: 16.7,
  fillFrames: 1,
  heapMb: 150,
  workPerFrameMs: 8,
}

export interface Row {
  readonly puzzle: string
  readonly profile: string
  readonly app: string
  readonly firstFrameMs: number
  readonly firstFrameRunsMs: readonly number[]
  readonly fillFrames: number
  readonly fillMs: number
  readonly gesture: FrameStats
  readonly budget: Budget
  readonly workPerFrame: { readonly p95Ms: number; readonly maxMs: number }
  readonly tools: ToolsRun
  readonly heapMb: number
}

const round = (v: number) => Math.round(v * 10) / 10

/** A phase that has not answered within `ms` is recorded as `late` (a miss), and the row goes on. */
const within = <T>(ms: number, work: Promise<T>, late: T): Promise<T> =>
  Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(late), ms))])
const noFill = { frames: Number.POSITIVE_INFINITY, ms: Number.NaN }
const noTools: ToolsRun = {
  frames: 0,
  p95FrameMs: Number.NaN,
  maxFrameMs: Number.NaN,
  longAnimationFrames: ['the tools phase did not finish within 4 minutes'],
  colour: -1,
  dragFilled: 0,
  found: 0,
}

async function open(p: Page, id: string): Promise<number> {
  await p.goto(`/my-works?paint=${id}`)
  await p.waitForFunction(
    () => performance.getEntriesByName('huey:paint-first-frame').length > 0,
    null,
    { timeout: 180_000 },
  )
  return p.evaluate(() => {
    const loaded = performance.getEntriesByName('huey:paint-data-loaded')[0]
    const frame = performance.getEntriesByName('huey:paint-first-frame')[0]
    return (frame?.startTime ?? Number.NaN) - (loaded?.startTime ?? Number.NaN)
  })
}

export async function measureRow(
  browser: Browser,
  baseURL: string,
  bench: BenchPuzzle,
  profile: Profile,
  app: string,
): Promise<Row> {
  const { puzzle, spec } = bench
  const began = Date.now()
  const step = (what: string) =>
    console.log(
      `  ${spec.id} ${profile.name} ${app}: ${what} (${((Date.now() - began) / 1000).toFixed(0)} s)`,
    )
  const context = await browser.newContext({ baseURL, ...profile.context })
  try {
    const page = await context.newPage()
    // A shared, busy machine can take minutes over a step.
    page.setDefaultTimeout(180_000)
    page.setDefaultNavigationTimeout(180_000)
    // tsx keeps function names with a `__name` helper that does not exist in the page.
    await page.addInitScript('globalThis.__name = (f) => f')
    const cdp = await context.newCDPSession(page)
    await page.goto('/my-works')
    await page.locator('.ion-page:not(.ion-page-hidden) h1').first().waitFor()
    await seedPuzzle(page, spec.id, puzzle, bench.svg)
    await throttle(cdp, profile.cpuSlowdown)
    step('seeded')
    await open(page, spec.id) // warm-up: chunks loaded, JIT
    const opens: number[] = []
    for (let i = 0; i < RUNS; i++) opens.push(await open(page, spec.id))
    step('opened')
    await page.waitForTimeout(500 * profile.cpuSlowdown)
    step('filling')
    const fill = await within(60_000, measureFill(page, puzzle), noFill)
    step('filled')
    await page.waitForTimeout(300)
    await recordFrames(page)
    await startTrace(cdp)
    await playGesture(page, cdp)
    const gesture = await frameStats(page)
    const events = await stopTrace(cdp)
    step('gesture traced')
    await checkPinchZooms(page, cdp)
    const tools = await within(240_000, runTools(page, cdp, puzzle, spec.id), noTools)
    step('tools used')
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    return {
      puzzle: spec.id,
      profile: profile.name,
      app,
      firstFrameMs: round(median(opens)),
      firstFrameRunsMs: opens.map(round),
      fillFrames: fill.frames,
      fillMs: round(fill.ms),
      gesture: {
        ...gesture,
        p95FrameMs: round(gesture.p95FrameMs),
        maxFrameMs: round(gesture.maxFrameMs),
      },
      budget: budgetOf(events, gesture.frames),
      workPerFrame: workPerFrame(events),
      tools: { ...tools, p95FrameMs: round(tools.p95FrameMs), maxFrameMs: round(tools.maxFrameMs) },
      heapMb: round(heap.usedSize / 1024 / 1024),
    }
  } finally {
    await context.close()
  }
}
