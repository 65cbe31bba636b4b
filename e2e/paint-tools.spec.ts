import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, renderers } from './fixtures/browser'
import {
  CELL,
  cellColour,
  cellId,
  FOUR_LEFT,
  gridPuzzle,
  openGridPuzzle,
  PHONE,
  TINY,
  TINY_BOX,
} from './fixtures/grid-puzzle'

const baseURL = inject('baseURL')
const puzzle = gridPuzzle()

describe.each(renderers)('colouring tools, by hand (Chromium), $name', ({ webgl2 }) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ webgl2 })
  })
  afterAll(() => browser.close())
  const openGrid = (device: Parameters<typeof openGridPuzzle>[2] = {}) =>
    openGridPuzzle(browser, baseURL, device)

  it('drag-fill: a drag from a region of the selected colour fills those it crosses and does not pan; without it the drag pans', async () => {
    const { app, paint } = await openGrid()
    const { mouse } = app.page
    expect(await paint.selectedColor()).toBe(0)
    await app.page.getByRole('button', { name: 'Drag fill' }).click()
    const corner = await paint.labelPoint(cellId(0, 0))
    const from = await paint.labelPoint(cellId(2, 4))
    const to = await paint.labelPoint(cellId(13, 4))
    await mouse.move(from.x, from.y)
    await mouse.down()
    await mouse.move(to.x, to.y, { steps: 24 })
    await mouse.up()
    // Row 4, columns 2 to 13: every third cell is colour 1's (columns 2, 5, 8 and 11).
    const crossed = [2, 5, 8, 11].map((cx) => cellId(cx, 4))
    expect([...(await paint.filled())].sort((a, b) => a - b)).toEqual(crossed)
    expect(await paint.labelPoint(cellId(0, 0))).toEqual(corner)

    // Drag-fill off: the same kind of drag moves the picture and paints nothing.
    await app.page.getByRole('button', { name: 'Drag fill' }).click()
    const start = await paint.labelPoint(cellId(1, 8))
    await mouse.move(start.x, start.y)
    await mouse.down()
    await mouse.move(start.x + 120, start.y + 40, { steps: 12 })
    await mouse.up()
    expect(await paint.filled()).toHaveLength(crossed.length)
    const moved = await paint.labelPoint(cellId(0, 0))
    expect(moved.x - corner.x).toBeGreaterThan(60)
    await app.close()
  })

  it('circle fill: a tap fills every region of the selected colour whose number is within 56 px', async () => {
    const { app, paint, toPage } = await openGrid()
    await app.page.getByRole('button', { name: 'Circle fill' }).click()
    const centre = await paint.labelPoint(cellId(6, 6))
    await app.page.mouse.click(centre.x, centre.y)
    const { scale } = await toPage(0, 0)
    const expected: number[] = []
    for (let cy = 0; cy < 18; cy++) {
      for (let cx = 0; cx < 20; cx++) {
        const d = Math.hypot(cx - 6, cy - 6) * CELL * scale
        if (cellColour(cx, cy) === 0 && d <= 56) expected.push(cellId(cx, cy))
      }
    }
    // The cell tapped and, at this zoom, its two diagonal neighbours of the same colour.
    expect(expected.length).toBeGreaterThanOrEqual(3)
    await expect
      .poll(async () => [...(await paint.filled())].sort((a, b) => a - b))
      .toEqual(expected.sort((a, b) => a - b))
    await app.close()
  })

  it('find: with 5 or fewer regions left, brings the nearest one to the middle, zoomed until its number reads', async () => {
    const { app, paint } = await openGrid()
    await paint.selectColour(FOUR_LEFT)
    const find = app.page.getByRole('button', { name: 'Find (4 left)' })
    await find.click()
    const box = await app.page.locator('canvas.paint-canvas').boundingBox()
    if (!box) throw new Error('No canvas.')
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const spots = puzzle.regions.filter((r) => r.color === FOUR_LEFT).map((r) => r.id)
    const centred = async () => {
      for (const id of spots) {
        const p = await paint.labelPoint(id)
        if (Math.hypot(p.x - middle.x, p.y - middle.y) < 3) return id
      }
      return null
    }
    await expect.poll(centred).not.toBeNull()
    const first = (await centred()) as number
    // Its 6 px number now reads at 24 px: four times the puzzle's size, from about 1.4 to fit.
    const a = await paint.labelPoint(cellId(0, 0))
    const b = await paint.labelPoint(cellId(1, 0))
    expect((b.x - a.x) / CELL).toBeCloseTo(4, 1)
    await app.page.mouse.click(middle.x, middle.y)
    await expect.poll(() => paint.filled()).toEqual([first])
    await app.page.getByRole('button', { name: 'Find (3 left)' }).click()
    await expect
      .poll(async () => (await centred()) !== null && (await centred()) !== first)
      .toBe(true)
    await app.close()
  })

  it('tiny regions: on a phone, a tap within 16 px of one of the selected colour fills it', async () => {
    const { app, paint, toPage } = await openGrid(PHONE)
    await paint.selectColour(TINY)
    const tiny = puzzle.regions.find((r) => r.color === TINY)?.id as number
    const edge = await toPage(TINY_BOX.maxX, (TINY_BOX.minY + TINY_BOX.maxY) / 2)
    // Far smaller than a fingertip on this screen.
    expect((TINY_BOX.maxX - TINY_BOX.minX) * edge.scale).toBeLessThan(4)
    // 30 px away is the panel around it: a wrong colour, nothing filled.
    await paint.tapAt(edge.x + 30, edge.y, true)
    await paint.tapAt(edge.x + 12, edge.y, true)
    // Filled in painting order: the panel, had the first tap filled it, would come first.
    await expect.poll(() => paint.filled()).toEqual([tiny])
    await app.close()
  })
})
