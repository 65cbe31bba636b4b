import { describe, expect, it } from 'vitest'
import { settleBorders } from './border-pixels'
import { regionDistance } from './distance'
import { thinParts } from './thin-parts'

const WIDTH = 40
const HEIGHT = 30
/** Colour 0 light grey, colour 1 dark red, colour 2 dark red too (a near-twin of 1). */
const paletteLab = new Float32Array([0.9, 0, 0, 0.4, 0.12, 0.05, 0.41, 0.12, 0.05])

/**
 * Region 0 on the left (x < 20) in colour 0, region 1 on the right in colour 1; the picture is
 * the regions' colours, except the pixels `redInLeft` picks, which are red although region 0 has
 * them (the quantized map put the edge a pixel off the photo's).
 */
function picture(redInLeft: (x: number, y: number) => boolean) {
  const labels = new Int32Array(WIDTH * HEIGHT)
  const lab = new Float32Array(WIDTH * HEIGHT * 3)
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const p = y * WIDTH + x
      labels[p] = x < 20 ? 0 : 1
      const red = x >= 20 || redInLeft(x, y)
      lab.set(paletteLab.subarray(red ? 3 : 0, red ? 6 : 3), p * 3)
    }
  }
  return { labels, lab, distance: regionDistance(labels, WIDTH, HEIGHT) }
}

const settle = (
  { labels, lab, distance }: ReturnType<typeof picture>,
  colors = Int32Array.from([0, 1]),
  minRadius = 3,
) =>
  settleBorders(labels, WIDTH, HEIGHT, {
    colors,
    paletteLab,
    lab,
    minWidth: 5,
    distance,
    minRadius,
  })

describe('settleBorders', () => {
  it('moves a column of red pixels on the border into the red region', () => {
    const pic = picture((x) => x === 19)
    expect(settle(pic)).toBe(HEIGHT)
    for (let y = 0; y < HEIGHT; y++) expect(pic.labels[y * WIDTH + 19]).toBe(1)
    expect(pic.labels[15 * WIDTH + 18]).toBe(0)
  })

  it('follows a red band two pixels deep over two passes', () => {
    const pic = picture((x) => x >= 18)
    expect(settle(pic)).toBe(2 * HEIGHT)
    for (let y = 0; y < HEIGHT; y++) expect(pic.labels[y * WIDTH + 18]).toBe(1)
  })

  it('takes the tip of a red line into the red region, not a part narrower than a brush', () => {
    // A line two pixels long, one wide: its tip joins region 1 as the point of a brush fitting
    // there, but the next pixel would make an arm no brush covers.
    const pic = picture((x, y) => x >= 18 && x <= 19 && y === 15)
    expect(settle(pic)).toBe(1)
    expect(pic.labels[15 * WIDTH + 19]).toBe(1)
    expect(pic.labels[15 * WIDTH + 18]).toBe(0)
    expect(thinParts(pic.labels, WIDTH, HEIGHT, 5, new Uint8Array(WIDTH * HEIGHT))).toBe(0)
  })

  it('takes nothing from a region with no room to spare for its label', () => {
    // Region 0 is 20 px wide: its widest circle has a radius of about 10, which this label needs.
    const pic = picture((x) => x === 19)
    expect(settle(pic, Int32Array.from([0, 1]), 9.5)).toBe(0)
  })

  it('leaves pixels whose move would split their region or make two of one colour meet', () => {
    // Region 2, in region 1's colour, sits in region 0 one pixel short of region 1: the red pixels
    // between stay in region 0, which they hold together, and regions 1 and 2 never meet.
    const pic = picture((x, y) => x === 19 || (x >= 14 && x < 19 && y < 8))
    for (let y = 0; y < 8; y++) for (let x = 14; x < 19; x++) pic.labels[y * WIDTH + x] = 2
    pic.distance.set(regionDistance(pic.labels, WIDTH, HEIGHT))
    expect(settle(pic, Int32Array.from([0, 1, 1]))).toBeGreaterThan(HEIGHT - 12)
    for (let y = 0; y < 8; y++) expect(pic.labels[y * WIDTH + 19]).toBe(0)
    // Nowhere do regions 1 and 2 meet.
    for (let p = 0; p < WIDTH * (HEIGHT - 1); p++) {
      const pair = [pic.labels[p], pic.labels[p + 1], pic.labels[p + WIDTH]]
      expect(pair[0] === 2 && (pair[1] === 1 || pair[2] === 1)).toBe(false)
      expect(pair[0] === 1 && (pair[1] === 2 || pair[2] === 2)).toBe(false)
    }
  })
})
