/// <reference lib="dom" />
// The paint bench's scripted 6 s gesture: drag, trackpad pinch in, drag, mouse wheel in and out,
// trackpad pinch out, then two fingers pinching in and out on the touch screen.
import type { CDPSession, Page } from 'playwright-core'
import { pointerInput } from './paint-frames'

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd'

/** Two fingers `spread` px either side of (x, y), one frame's worth of touch. */
export function pincher(cdp: CDPSession) {
  const { tick } = pointerInput(cdp)
  return async (x: number, y: number, spread: number, type: TouchType = 'touchStart') => {
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
}

/** Plays the gesture over the canvas's middle; the drags and zooms scale with the canvas. */
export async function playGesture(page: Page, cdp: CDPSession): Promise<void> {
  const box = await page.locator('canvas.paint-canvas').boundingBox()
  if (!box) throw new Error('No canvas.')
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const reach = Math.min(1, box.width / 900)
  const { mouse, wheel, tick } = pointerInput(cdp)
  const pinch = pincher(cdp)
  const began = Date.now()
  const t = () => (Date.now() - began) / 1000
  await mouse('mousePressed', cx, cy, { clickCount: 1 })
  while (t() < 1) {
    const a = t() * Math.PI * 2
    const x = cx + Math.sin(a) * 220 * reach
    await mouse('mouseMoved', x, cy + (1 - Math.cos(a)) * 120 * reach, { buttons: 1 })
    await tick()
  }
  await mouse('mouseReleased', cx, cy, { clickCount: 1 })
  while (t() < 2.25) {
    await wheel(cx + 80 * reach, cy - 40 * reach, -9, true)
    await tick()
  }
  await mouse('mousePressed', cx, cy, { clickCount: 1 })
  while (t() < 3.25) {
    const a = (t() - 2.25) * Math.PI * 2
    const x = cx - Math.sin(a) * 300 * reach
    await mouse('mouseMoved', x, cy - Math.sin(a * 2) * 150 * reach, { buttons: 1 })
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
    await wheel(cx - 100 * reach, cy + 50 * reach, 8, true)
    await tick()
  }
  const spread = Math.min(140, box.width / 3)
  await pinch(cx, cy, spread / 3)
  while (t() < 6)
    await pinch(cx, cy, spread / 3 + spread * Math.sin((t() - 5) * Math.PI), 'touchMove')
  await pinch(cx, cy, 0, 'touchEnd')
}

/** Throws unless two fingers spreading really zoom the picture (the gesture's pinch is timed, not seen). */
export async function checkPinchZooms(page: Page, cdp: CDPSession): Promise<void> {
  const canvas = page.locator('canvas.paint-canvas')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('No canvas.')
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const pinch = pincher(cdp)
  const before = await canvas.screenshot()
  await pinch(cx, cy, 20)
  for (let spread = 20; spread <= 160; spread += 20) await pinch(cx, cy, spread, 'touchMove')
  await pinch(cx, cy, 0, 'touchEnd')
  await page.waitForTimeout(400)
  if (before.equals(await canvas.screenshot())) {
    throw new Error('A two-finger pinch did not zoom the picture.')
  }
}
