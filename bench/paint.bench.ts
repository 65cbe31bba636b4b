/// <reference lib="dom" />
// `npm run bench -- paint`: the colouring screen on a hard puzzle in headless Chromium, against the
// built app (the e2e build, for its window hook) served by the real server. Measures the time from
// the puzzle's data being loaded to the first complete frame, frame times during a scripted 6 s
// pan-and-zoom gesture (mouse, trackpad and two-finger touch) (requestAnimationFrame intervals; long animation frames with their causes), how many frames a fill takes to show,
// and the JS heap. Writes bench/results/paint.json; exits 1 when a target is missed.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { createPuzzle, toSvg } from '@huey/pbn'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import '../e2e/fixtures/window'
import { launchBrowser } from '../e2e/fixtures/browser'
import { repoRoot, startServer } from '../e2e/fixtures/server'

const RUNS = Number(process.env.RUNS ?? 5)
const MIN_REGIONS = 2500
const WIDTH = 1536
const HEIGHT = 1024
const IMAGE_ID = 'bench-hard'
const targets = { firstFrameMs: 300, p95FrameMs: 16.7, maxFrameMs: 50, fillFrames: 1, heapMb: 150 }

// The hard preset on kodim05 upscaled to 1536 x 1024: well over 2,500 regions.
const source = join(repoRoot, 'packages/pbn/test/fixtures/in/kodim05.png')
const { data, info } = await sharp(source)
  .resize(WIDTH, HEIGHT, { fit: 'fill' })
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true })
const options = { preset: 'hard', seed: 7 } as const
const { puzzle } = createPuzzle(
  { data: new Uint8ClampedArray(data), width: info.width, height: info.height },
  options,
)
if (puzzle.regions.length < MIN_REGIONS || puzzle.width < WIDTH) {
  throw new Error(
    `The bench puzzle has ${puzzle.regions.length} regions at ${puzzle.width} px wide; it needs at least ${MIN_REGIONS} at ${WIDTH} px.`,
  )
}
const svgData = toSvg(puzzle)
console.log(
  `Puzzle: ${puzzle.regions.length} regions, ${puzzle.palette.length} colours, ${puzzle.width}x${puzzle.height}, SVG ${Math.round(svgData.length / 1024)} KB`,
)

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: join(repoRoot, 'apps/web'),
  env: { ...process.env, E2E: '1' },
  stdio: 'inherit',
})
if (build.status !== 0) throw new Error('The web build failed.')

const server = await startServer({ CATALOG_SIZE: '0' })
const browser = await launchBrowser()
const context = await browser.newContext({
  baseURL: server.url,
  viewport: { width: 1280, height: 800 },
})
const page = await context.newPage()
// tsx keeps function names with a `__name` helper that does not exist in the page.
await page.addInitScript('globalThis.__name = (f) => f')
const cdp = await context.newCDPSession(page)

// The puzzle goes into MyDb the way a picture opened before is kept, so opening reads it from there.
await page.goto('/my-works')
await page.locator('.ion-page:not(.ion-page-hidden) h1', { hasText: 'My works' }).waitFor()
await page.evaluate(
  async ({ id, svg, colors, regions }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('MyDb')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const tx = db.transaction(['svgData', 'images'], 'readwrite')
    tx.objectStore('svgData').put({ _id: id, svgData: svg, colors })
    tx.objectStore('images').put({
      _id: id,
      title: 'Bench (hard)',
      categories: [],
      date: new Date().toISOString(),
      premium: false,
      difficulty: 'hard',
      thumbnail: '',
      regions,
      position: -1,
    })
    await new Promise((resolve) => {
      tx.oncomplete = resolve
    })
    db.close()
  },
  { id: IMAGE_ID, svg: svgData, colors: puzzle.palette, regions: puzzle.regions.length },
)

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
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: readonly number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? Number.NaN
const pct = (xs: readonly number[], p: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN
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
await page.evaluate(() => {
  const w = window as unknown as { __frames: number[]; __loaf: string[] }
  w.__frames = []
  w.__loaf = []
  new PerformanceObserver((list) => {
    // Where a long frame went: scripts (and the longest one's invoker), then rendering.
    for (const e of list.getEntries() as (PerformanceEntry & {
      renderStart: number
      scripts: { duration: number; invoker: string; sourceFunctionName: string }[]
    })[]) {
      const scripts = e.scripts.reduce((sum, x) => sum + x.duration, 0)
      const top = [...e.scripts].sort((a, b) => b.duration - a.duration)[0]
      w.__loaf.push(
        `${e.duration.toFixed(0)} ms: scripts ${scripts.toFixed(0)} ms${top ? ` (${top.invoker} ${top.sourceFunctionName} ${top.duration.toFixed(0)} ms)` : ''}, from render start ${(e.startTime + e.duration - e.renderStart).toFixed(0)} ms`,
      )
    }
  }).observe({ type: 'long-animation-frame', buffered: false })
  const tick = (t: number) => {
    w.__frames.push(t)
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})
const mouse = (type: string, x: number, y: number, extra: Record<string, unknown> = {}) =>
  cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', ...extra } as never)
const wheel = (x: number, y: number, deltaY: number, ctrl: boolean) =>
  cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseWheel',
    x,
    y,
    deltaX: 0,
    deltaY,
    modifiers: ctrl ? 2 : 0,
  } as never)
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
const tick = () => new Promise((r) => setTimeout(r, 16))
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
const frames = await page.evaluate(() => {
  const w = window as unknown as { __frames: number[]; __loaf: string[] }
  return { times: w.__frames, loaf: w.__loaf }
})
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
const deltas = frames.times.slice(1).map((v, i) => v - (frames.times[i] as number))
const gesture = {
  frames: deltas.length,
  p95FrameMs: pct(deltas, 0.95),
  maxFrameMs: Math.max(...deltas),
  longAnimationFrames: frames.loaf,
}
console.log(
  `Gesture (${gesture.frames} frames): p95 ${gesture.p95FrameMs.toFixed(1)} ms, max ${gesture.maxFrameMs.toFixed(1)} ms, long animation frames (over 50 ms): ${gesture.longAnimationFrames.length}${gesture.longAnimationFrames.map((l) => `\n  ${l}`).join('')}`,
)

// The tools on the same puzzle: drag-fill across the selected colour's regions (from its largest,
// which the hint centres), then "find" three times once the colour has only three regions left.
await page.evaluate(() => {
  const w = window as unknown as { __frames: number[]; __loaf: string[] }
  w.__frames.length = 0
  w.__loaf.length = 0
})
const toolColour = await page.evaluate(() => window.__huey?.paint.selectedColor() ?? 0)
const ofColour = puzzle.regions
  .filter((r) => r.color === toolColour)
  .sort((a, b) => b.area - a.area)
await page.getByRole('button', { name: 'Drag fill' }).click()
await page.keyboard.press('h')
await page.waitForTimeout(500)
const strokeStart = await page.evaluate(
  (id) => window.__huey?.paint.labelPoint(id) ?? null,
  (ofColour[0] as { id: number }).id,
)
if (!strokeStart) throw new Error('The largest region of the colour is not on screen.')
const toolsBegan = Date.now()
await mouse('mousePressed', strokeStart.x, strokeStart.y, { clickCount: 1 })
while (Date.now() - toolsBegan < 1500) {
  const a = ((Date.now() - toolsBegan) / 1500) * Math.PI * 4
  await mouse(
    'mouseMoved',
    strokeStart.x + Math.sin(a) * 250,
    strokeStart.y + Math.sin(a * 1.5) * 150,
    {
      buttons: 1,
    },
  )
  await tick()
}
await mouse('mouseReleased', strokeStart.x, strokeStart.y, { clickCount: 1 })
const leftOf = async () =>
  Number((await page.locator('.paint-swatch small').nth(toolColour).textContent()) ?? 0)
const dragFilled = ofColour.length - (await leftOf())
await page.evaluate(
  (ids) => window.__huey?.paint.fill(ids),
  ofColour.slice(3).map((r) => r.id),
)
for (let i = 0; i < 3; i++) {
  await page.keyboard.press('f')
  await page.waitForTimeout(700)
}
const toolFrames = await page.evaluate(() => {
  const w = window as unknown as { __frames: number[]; __loaf: string[] }
  return { times: [...w.__frames], loaf: [...w.__loaf] }
})
const toolDeltas = toolFrames.times.slice(1).map((v, i) => v - (toolFrames.times[i] as number))
const tools = {
  frames: toolDeltas.length,
  p95FrameMs: pct(toolDeltas, 0.95),
  maxFrameMs: Math.max(...toolDeltas),
  longAnimationFrames: toolFrames.loaf,
}
console.log(
  `Tools, drag-fill over ${dragFilled} regions of colour ${toolColour + 1} and 3 finds (${tools.frames} frames): p95 ${tools.p95FrameMs.toFixed(1)} ms, max ${tools.maxFrameMs.toFixed(1)} ms, long animation frames (over 50 ms): ${tools.longAnimationFrames.length}${tools.longAnimationFrames.map((l) => `\n  ${l}`).join('')}`,
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
].filter((m) => m !== null)
writeFileSync(
  join(repoRoot, 'bench/results/paint.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      browser: `headless Chromium ${browser.version()}, 1280x800, dpr 1`,
      puzzle: {
        source: 'kodim05 upscaled to 1536x1024',
        options,
        regions: puzzle.regions.length,
        colours: puzzle.palette.length,
        svgKb: Math.round(svgData.length / 1024),
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
