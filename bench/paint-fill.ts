/// <reference lib="dom" />
// The paint bench's fill: a tap on the label of the selected colour's largest region, then how
// many frames pass until its colour shows on the canvas (read through a 1-pixel copy, so a 2D and
// a WebGL canvas are read alike).
import type { Puzzle } from '@huey/pbn'
import type { Page } from 'playwright-core'

export interface FillRun {
  readonly frames: number
  readonly ms: number
}

export async function measureFill(page: Page, puzzle: Puzzle): Promise<FillRun> {
  const colour = await page.evaluate(() => window.__huey?.paint.selectedColor() ?? 0)
  const region = puzzle.regions.filter((r) => r.color === colour).sort((a, b) => b.area - a.area)[0]
  if (!region) throw new Error('No region to fill.')
  const point = await page.evaluate((id) => window.__huey?.paint.labelPoint(id) ?? null, region.id)
  if (!point) throw new Error('The region has no label on screen.')
  const watch = page.evaluate(
    ({ x, y, hex }) =>
      new Promise<FillRun>((resolve) => {
        const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
        const canvas = document.querySelector('canvas.paint-canvas') as HTMLCanvasElement
        const copy = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
        const rect = canvas.getBoundingClientRect()
        const dpr = canvas.width / rect.width
        const px = Math.round((x - rect.left) * dpr)
        const py = Math.round((y - rect.top) * dpr)
        const painted = () => {
          copy?.clearRect(0, 0, 1, 1)
          copy?.drawImage(canvas, px, py, 1, 1, 0, 0, 1, 1)
          const d = copy?.getImageData(0, 0, 1, 1).data
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
            // A page that stops drawing altogether is a miss, not a bench that waits for ever.
            setTimeout(() => resolve({ frames: Number.POSITIVE_INFINITY, ms: Number.NaN }), 20_000)
          },
          { once: true },
        )
      }),
    { x: point.x, y: point.y, hex: puzzle.palette[region.color] as string },
  )
  await page.mouse.click(point.x, point.y)
  return watch
}
