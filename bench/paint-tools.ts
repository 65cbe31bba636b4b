/// <reference lib="dom" />
// The paint bench's tools phase: drag-fill across the selected colour's regions on screen (number
// to number, at a finger's pace, for 1.5 s), then, once the colour has three regions left, three finds,
// each followed by a tap on the region it brought to the middle of the screen.
import type { Puzzle } from '@huey/pbn'
import type { CDPSession, Page } from 'playwright-core'
import '../e2e/fixtures/window'
import { type FrameStats, frameStats, pointerInput, restartFrames } from './paint-frames'

export interface ToolsRun extends FrameStats {
  readonly colour: number
  readonly dragFilled: number
  readonly found: number
}

const STROKE_MS = 1500

type Point = { readonly x: number; readonly y: number }
type Box = {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Where these regions' numbers are on the page now. */
const labelPoints = (page: Page, ids: readonly number[]) =>
  page.evaluate((list) => list.map((id) => window.__huey?.paint.labelPoint(id) ?? null), [...ids])

/**
 * A stroke from number to number of the regions on screen, the first (the largest region's if it
 * shows) then always the nearest not yet passed: the way a person drags across a colour.
 */
function strokeThrough(points: readonly (Point | null)[], box: Box): Point[] {
  const margin = 20
  const left = points.filter(
    (p): p is Point =>
      p !== null &&
      p.x > box.x + margin &&
      p.y > box.y + margin &&
      p.x < box.x + box.width - margin &&
      p.y < box.y + box.height - margin,
  )
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

export async function runTools(page: Page, cdp: CDPSession, puzzle: Puzzle): Promise<ToolsRun> {
  const { mouse, tick } = pointerInput(cdp)
  await restartFrames(page)
  const colour = await page.evaluate(() => window.__huey?.paint.selectedColor() ?? 0)
  const ofColour = puzzle.regions.filter((r) => r.color === colour).sort((a, b) => b.area - a.area)
  const leftOf = async () =>
    Number((await page.locator('.paint-swatch small').nth(colour).textContent()) || 0)
  await page.getByRole('button', { name: 'Drag fill' }).click()
  const box = await page.locator('canvas.paint-canvas').boundingBox()
  if (!box) throw new Error('No canvas.')
  // The whole picture, then one step closer: the numbers read and the colour's regions are many.
  for (const key of ['-', '-', '-', '-', '+']) {
    await page.keyboard.press(key)
    await page.waitForTimeout(350)
  }
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
