/// <reference lib="dom" />
// `npm run bench -- paint`: the colouring screen on a hard puzzle of about 3,000 regions (see
// paint-puzzle.ts; TESTIMAGES names the Kodak photos' folder) in headless Chromium, against the
// built app (the e2e build, for its window hook) served by the real server. Measures the time from
// the puzzle's data being loaded to the first complete frame, how many frames a fill takes to
// show, frame times (requestAnimationFrame intervals; long animation frames with their causes)
// during a scripted 6 s pan-and-zoom gesture (mouse, trackpad and two-finger touch) and while the
// tools are used (drag-fill, find: paint-tools.ts), and the JS heap. Writes
// bench/results/paint.json; exits 1 when a target is missed.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import '../e2e/fixtures/window'
import { launchBrowser } from '../e2e/fixtures/browser'
import { seedPuzzle } from '../e2e/fixtures/seed-puzzle'
import { repoRoot, startServer } from '../e2e/fixtures/server'
import { describeFrames, frameStats, median, pointerInput, recordFrames } from './paint-frames'
import { IMAGE_ID, makeBenchPuzzle, options, source } from './paint-puzzle'
import { runTools } from './paint-tools'

const RUNS = Number(process.env.RUNS ?? 5)
const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100)
const targets = { firstFrameMs: 300, p95FrameMs: 16.7, maxFrameMs: 50, fillFrames: 1, heapMb: 150 }

const bench = await makeBenchPuzzle()
const { puzzle } = bench
console.log(
  `Puzzle: ${source}, ${puzzle.regions.length} regions, ${puzzle.palette.length} colours, ${puzzle.width}x${puzzle.height}, SVG ${Math.round(bench.svg.length / 1024)} KB`,
)

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: join(repoRoot, 'apps/web'),
  env: { ...process.env, E2E: '1' },
  stdio: 'inherit',
})
if (build.status !== 0) throw new Error('The web build failed.')

const server = await startServer({ CATALOG_SIZE: '0' })
const browser = await launchBrowser()
// A failed step stops the browser and the server too, or they would outlive the bench.
process.on('uncaughtException', async (error) => {
  console.error(error)
  await browser.close().catch(() => undefined)
  await server.stop().catch(() => undefined)
  process.exit(1)
})
const context = await browser.newContext({
  baseURL: server.url,
  viewport: { width: 1280, height: 800 },
})
const page = await context.newPage()
// tsx keeps function names with a `__name` helper that does not exist in the page.
await page.addInitScript('globalThis.__name = (f) => f')
const cdp = await context.newCDPSession(page)

await page.goto('/my-works')
await page.locator('.ion-page:not(.ion-page-hidden) h1', { hasText: 'My works' }).waitFor()
await seedPuzzle(page, IMAGE_ID, puzzle, bench.svg)

async function open(p: Page): Promise<number> {
  await p.goto(`/my-works?paint=${IMAGE_ID}`)
  await p.waitForFunction(
    () => performance.getEntriesByName('huey:paint-first-frame').length > 0,
    null,
    {
      timeout: 30_000,
    },
  )
  return p.evaluate(() => {
    const loaded = performance.getEntriesByName('huey:paint-data-loaded')[0]
    const frame = performance.getEntriesByName('huey:paint-first-frame')[0]
    return (frame?.startTime ?? Number.NaN) - (loaded?.startTime ?? Number.NaN)
  })
}

await open(page) // warm-up: chunks loaded, JIT
const opens: number[] = []
for (let i = 0; i < RUNS; i++) opens.push(await open(page))
const firstFrameMs = median(opens)
console.log(
  `Open -> first complete frame: median ${firstFrameMs.toFixed(1)} ms (${opens.map((o) => o.toFixed(0)).join(', ')})`,
)

// A fill: tap the label of the selected colour's largest region; count frames until its colour shows.
await page.waitForTimeout(500)
const fill = await (async () => {
  const colour = await page.evaluate(() => window.__huey?.paint.selectedColor() ?? 0)
  const region = puzzle.regions.filter((r) => r.color === colour).sort((a, b) => b.area - a.area)[0]
  if (!region) throw new Error('No region to fill.')
  const point = await page.evaluate((id) => window.__huey?.paint.labelPoint(id) ?? null, region.id)
  if (!point) throw new Error('The region has no label on screen.')
  const watch = page.evaluate(
    ({ x, y, hex }) =>
      new Promise<{ frames: number; ms: number }>((resolve) => {
        const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
        const canvas = document.querySelector('canvas.paint-canvas') as HTMLCanvasElement
        const ctx = canvas.getContext('2d')
        const rect = canvas.getBoundingClientRect()
        const dpr = canvas.width / rect.width
        const px = Math.round((x - rect.left) * dpr)
        const py = Math.round((y - rect.top) * dpr)
        const painted = () => {
          const d = ctx?.getImageData(px, py, 1, 1).data
          return !!d && want.every((v, i) => Math.abs(v - (d[i] ?? 0)) <= 3)
        }
        // Bubble phase: the app's own handler has run and asked for its frame before this one.
        window.addEventListener(
          'pointerup',
          (e) => {
            const at = e.timeStamp
            let frames = 0
            const check = (time: number) => {
              frames++
              if (painted() || frames > 30) resolve({ frames, ms: time - at })
              else requestAnimationFrame(check)
            }
            requestAnimationFrame(check)
          },
          { once: true },
        )
      }),
    { x: point.x, y: point.y, hex: puzzle.palette[region.color] as string },
  )
  await page.mouse.click(point.x, point.y)
  return watch
})()
console.log(`Fill visible after ${fill.frames} frame(s), ${fill.ms.toFixed(1)} ms after the tap`)

// The scripted 6 s gesture: drag, trackpad pinch in, drag, mouse wheel in and out, trackpad pinch
// out, then two fingers pinching in and out on the touch screen.
const box = await page.locator('canvas.paint-canvas').boundingBox()
if (!box) throw new Error('No canvas.')
const cx = box.x + box.width / 2
const cy = box.y + box.height / 2
await recordFrames(page)
const { mouse, wheel, tick } = pointerInput(cdp)
/** Two fingers `spread` px either side of (x, y), one frame's worth of touch. */
async function pinch(
  x: number,
  y: number,
  spread: number,
  type: 'touchStart' | 'touchMove' | 'touchEnd' = 'touchStart',
): Promise<void> {
  const touchPoints =
    type === 'touchEnd'
      ? []
      : [
          { x: x - spread, y, id: 0 },
          { x: x + spread, y, id: 1 },
        ]
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints } as never)
  if (type === 'touchMove') await tick()
}
const began = Date.now()
const t = () => (Date.now() - began) / 1000
await mouse('mousePressed', cx, cy, { clickCount: 1 })
while (t() < 1) {
  const a = t() * Math.PI * 2
  await mouse('mouseMoved', cx + Math.sin(a) * 220, cy + (1 - Math.cos(a)) * 120, { buttons: 1 })
  await tick()
}
await mouse('mouseReleased', cx, cy + 0, { clickCount: 1 })
while (t() < 2.25) {
  await wheel(cx + 80, cy - 40, -9, true)
  await tick()
}
await mouse('mousePressed', cx, cy, { clickCount: 1 })
while (t() < 3.25) {
  const a = (t() - 2.25) * Math.PI * 2
  await mouse('mouseMoved', cx - Math.sin(a) * 300, cy - Math.sin(a * 2) * 150, { buttons: 1 })
  await tick()
}
await mouse('mouseReleased', cx, cy, { clickCount: 1 })
let notch = 0
while (t() < 4.25) {
  await wheel(cx, cy, notch++ % 6 < 3 ? -100 : 100, false)
  await tick()
  await tick()
}
while (t() < 5) {
  await wheel(cx - 100, cy + 50, 8, true)
  await tick()
}
await pinch(cx, cy, 60)
while (t() < 6) await pinch(cx, cy, 60 + 140 * Math.sin((t() - 5) * Math.PI), 'touchMove')
await pinch(cx, cy, 0, 'touchEnd')
const gesture = await frameStats(page)
// The touch pinch above is timed, not seen: check here that two fingers really zoom the picture.
const canvas = page.locator('canvas.paint-canvas')
const unpinched = await canvas.screenshot()
await pinch(cx, cy, 40)
for (let spread = 40; spread <= 200; spread += 20) await pinch(cx, cy, spread, 'touchMove')
await pinch(cx, cy, 0, 'touchEnd')
await page.waitForTimeout(400)
if (unpinched.equals(await canvas.screenshot())) {
  throw new Error('A two-finger pinch did not zoom the picture.')
}
console.log(`Gesture ${describeFrames(gesture)}`)

const tools = await runTools(page, cdp, puzzle, IMAGE_ID)
console.log(
  `Tools, drag-fill over ${tools.dragFilled} regions of colour ${tools.colour + 1}, then ${tools.found} regions found and filled ${describeFrames(tools)}`,
)

const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number }
const heapMb = heap.usedSize / 1024 / 1024
console.log(
  `JS heap used: ${heapMb.toFixed(1)} MB (total ${(heap.totalSize / 1024 / 1024).toFixed(1)} MB)`,
)

const results = {
  firstFrameMs: Math.round(firstFrameMs * 10) / 10,
  firstFrameRunsMs: opens.map((o) => Math.round(o * 10) / 10),
  p95FrameMs: Math.round(gesture.p95FrameMs * 10) / 10,
  maxFrameMs: Math.round(gesture.maxFrameMs * 10) / 10,
  gestureFrames: gesture.frames,
  longAnimationFrames: gesture.longAnimationFrames,
  fillFrames: fill.frames,
  fillMs: Math.round(fill.ms * 10) / 10,
  heapMb: Math.round(heapMb * 10) / 10,
  toolsP95FrameMs: Math.round(tools.p95FrameMs * 10) / 10,
  toolsMaxFrameMs: Math.round(tools.maxFrameMs * 10) / 10,
  toolsFrames: tools.frames,
  toolsDragFilled: tools.dragFilled,
  toolsFound: tools.found,
  toolsLongAnimationFrames: tools.longAnimationFrames,
}
const misses = [
  results.firstFrameMs < targets.firstFrameMs ? null : 'first frame',
  // At 60 Hz the interval between frames is 16.7 ms at best: p95 is met when 95% of frames keep
  // vsync (within 0.5 ms of timestamp jitter).
  results.p95FrameMs < targets.p95FrameMs + 0.5 ? null : 'p95 frame time',
  results.maxFrameMs <= targets.maxFrameMs ? null : 'max frame time',
  results.fillFrames <= targets.fillFrames ? null : 'fill in the next frame',
  results.heapMb < targets.heapMb ? null : 'JS heap',
  results.toolsP95FrameMs < targets.p95FrameMs + 0.5 ? null : 'p95 frame time with the tools',
  tools.longAnimationFrames.length === 0 ? null : 'long animation frames with the tools',
  tools.dragFilled > 0 && tools.found === 3 ? null : 'the tools did not fill (drag-fill, find)',
].filter((m) => m !== null)
writeFileSync(
  join(repoRoot, 'bench/results/paint.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      loadAverageAtStart: loadAtStart,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      browser: `headless Chromium ${browser.version()}, 1280x800, dpr 1`,
      puzzle: {
        source,
        options,
        regions: puzzle.regions.length,
        colours: puzzle.palette.length,
        svgKb: Math.round(bench.svg.length / 1024),
      },
      targets,
      results,
      misses,
    },
    null,
    2,
  )}\n`,
)
// Written the way the repository's formatter keeps JSON, so `biome ci` stays clean.
spawnSync('npx', ['biome', 'format', '--write', 'bench/results/paint.json'], { cwd: repoRoot })
console.log(misses.length === 0 ? 'All targets met.' : `MISSED: ${misses.join(', ')}`)
await browser.close()
await server.stop()
if (misses.length > 0) process.exitCode = 1
