/// <reference lib="dom" />
// The paint bench's tools phase: drag-fill across the selected colour's regions on screen (number
// to number, at a finger's pace, for 3 s), then, once the colour has three regions left, three finds,
// each followed by a tap on the region it brought to the middle of the screen.
import type { Puzzle } from '@huey/pbn'
import type { CDPSession, Page } from 'playwright-core'
import '../e2e/fixtures/window'
import {
  type FrameStats,
  frameStats,
  pointerInput,
  recordFrames,
  restartFrames,
} from './paint-frames'

export interface ToolsRun extends FrameStats {
  readonly colour: number
  readonly dragFilled: number
  readonly found: number
}

const STROKE_MS = 3000

type Point = { readonly x: number; readonly y: number }
type Box = {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const MARGIN = 20
const inside = (p: Point, box: Box) =>
  p.x > box.x + MARGIN &&
  p.y > box.y + MARGIN &&
  p.x < box.x + box.width - MARGIN &&
  p.y < box.y + box.height - MARGIN

/** Where these regions' numbers are on the page now. */
const labelPoints = (page: Page, ids: readonly number[]) =>
  page.evaluate((list) => list.map((id) => window.__huey?.paint.labelPoint(id) ?? null), [...ids])

/**
 * A stroke from number to number of the regions on screen, the first (the largest region's if it
 * shows) then always the nearest not yet passed: the way a person drags across a colour.
 */
function strokeThrough(points: readonly (Point | null)[], box: Box): Point[] {
  const left = points.filter((p): p is Point => p !== null && inside(p, box))
  const stroke: Point[] = []
  let at = left.shift()
  while (at) {
    stroke.push(at)
    const from = at
    left.sort(
      (a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y),
    )
    at = left.shift()
  }
  return stroke
}

/**
 * A fresh opening of the picture (the whole of it, as it opens), zoomed in by five wheel notches
 * at the middle, where ordinary numbers read (about 0.85 screen px per puzzle px); the colour with
 * the most open regions on screen is chosen.
 */
async function setUp(page: Page, cdp: CDPSession, puzzle: Puzzle, imageId: string) {
  const { wheel, tick } = pointerInput(cdp)
  await page.goto(`/my-works?paint=${imageId}`)
  await page.waitForFunction(
    () => performance.getEntriesByName('huey:paint-first-frame').length > 0,
    null,
    { timeout: 180_000 },
  )
  await recordFrames(page)
  const box = await page.locator('canvas.paint-canvas').boundingBox()
  if (!box) throw new Error('No canvas.')
  for (let i = 0; i < 5; i++) {
    await wheel(box.x + box.width / 2, box.y + box.height / 2, -100, false)
    await tick()
  }
  await page.waitForTimeout(600)
  const filled = new Set(await page.evaluate(() => window.__huey?.paint.filled() ?? []))
  const open = puzzle.regions.filter((r) => !filled.has(r.id))
  const points = await labelPoints(
    page,
    open.map((r) => r.id),
  )
  const onScreen = new Map<number, number>()
  open.forEach((r, i) => {
    const p = points[i]
    if (p && inside(p, box)) onScreen.set(r.color, (onScreen.get(r.color) ?? 0) + 1)
  })
  const colour = [...onScreen.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
  await page.locator('.paint-swatch').nth(colour).click()
  return { box, colour, open: open.filter((r) => r.color === colour) }
}

export async function runTools(
  page: Page,
  cdp: CDPSession,
  puzzle: Puzzle,
  imageId: string,
): Promise<ToolsRun> {
  const { mouse, tick } = pointerInput(cdp)
  const { box, colour, open: ofColour } = await setUp(page, cdp, puzzle, imageId)
  const leftOf = async () =>
    Number((await page.locator('.paint-swatch small').nth(colour).textContent()) || 0)
  await page.getByRole('button', { name: 'Drag fill' }).click()
  await page.waitForTimeout(300)
  await restartFrames(page)
  const stroke = strokeThrough(
    await labelPoints(
      page,
      ofColour.map((r) => r.id),
    ),
    box,
  )
  if (stroke.length < 10) throw new Error(`Only ${stroke.length} regions to drag across.`)
  const [first] = stroke as [Point]
  await mouse('mousePressed', first.x, first.y, { clickCount: 1 })
  const began = Date.now()
  let at = first
  for (const next of stroke.slice(1)) {
    if (Date.now() - began > STROKE_MS) break
    // A finger's pace, about 10 px a frame.
    const steps = Math.max(1, Math.ceil(Math.hypot(next.x - at.x, next.y - at.y) / 10))
    for (let i = 1; i <= steps; i++) {
      const x = at.x + ((next.x - at.x) * i) / steps
      const y = at.y + ((next.y - at.y) * i) / steps
      await mouse('mouseMoved', x, y, { buttons: 1 })
      await tick()
    }
    at = next
  }
  await mouse('mouseReleased', at.x, at.y, { clickCount: 1 })
  const dragFilled = ofColour.length - (await leftOf())
  const filled = new Set(await page.evaluate(() => window.__huey?.paint.filled() ?? []))
  const open = ofColour.filter((r) => !filled.has(r.id))
  await page.evaluate(
    (ids) => window.__huey?.paint.fill(ids),
    open.slice(3).map((r) => r.id),
  )
  const before = await leftOf()
  for (let i = 0; i < 3; i++) {
    await page.locator('.paint-find').click()
    // The find's zoom takes 280 ms; then the sharp redraw of the view it ends on.
    await page.waitForTimeout(700)
    // The region found is the one whose number is now nearest the middle: tap it.
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const points = await page.evaluate(
      (ids) => {
        const hook = window.__huey?.paint
        const done = new Set(hook?.filled())
        return ids.filter((id) => !done.has(id)).map((id) => hook?.labelPoint(id) ?? null)
      },
      open.slice(0, 3).map((r) => r.id),
    )
    const distance = (p: { x: number; y: number } | null) =>
      p ? Math.hypot(p.x - mid.x, p.y - mid.y) : Number.POSITIVE_INFINITY
    const target = [...points].sort((a, b) => distance(a) - distance(b))[0]
    if (target) await page.mouse.click(target.x, target.y)
    await page.waitForTimeout(400)
  }
  const found = before - (await leftOf())
  return { ...(await frameStats(page)), colour, dragFilled, found }
}
