import { describe, expect, it } from 'vitest'
import { openRegions } from './open-regions'
import { ThinMap, thinParts } from './thin-parts'

const paletteLab = new Float32Array([0.9, 0, 0, 0.4, 0.1, 0.05])

/** A 60x40 picture: region 1 is a 20x20 square with an arm `armWidth` px wide, 16 px long. */
function squareWithArm(armWidth: number): Int32Array {
  const width = 60
  const labels = new Int32Array(width * 40)
  for (let y = 0; y < 40; y++) {
    for (let x = 0; x < width; x++) {
      const square = x >= 10 && x < 30 && y >= 10 && y < 30
      const arm = x >= 30 && x < 46 && y >= 18 && y < 18 + armWidth
      if (square || arm) labels[y * width + x] = 1
    }
  }
  return labels
}

const armPixels = (labels: Int32Array) => {
  let n = 0
  for (let y = 0; y < 40; y++) for (let x = 32; x < 46; x++) n += labels[y * 60 + x] === 1 ? 1 : 0
  return n
}

describe('openRegions', () => {
  it('gives a 3 px arm to the region around it and keeps the square', () => {
    const labels = squareWithArm(3)
    openRegions(labels, 60, 40, { minWidth: 5, colors: Int32Array.from([0, 1]), paletteLab })
    expect(armPixels(labels)).toBe(0)
    expect(labels[20 * 60 + 20]).toBe(1)
    expect(thinParts(labels, 60, 40, 5, new Uint8Array(60 * 40))).toBe(0)
  })

  it('keeps an arm as wide as the brush, rounding only its two outer corners', () => {
    const labels = squareWithArm(6)
    openRegions(labels, 60, 40, { minWidth: 5, colors: Int32Array.from([0, 1]), paletteLab })
    // A round brush does not reach the three pixels in the very tip of each square corner.
    expect(armPixels(labels)).toBe(14 * 6 - 2 * 3)
  })

  it('stops on its own, with the thin parts of a speckled picture nearly all gone', () => {
    // Three colours at random in 4x4 blocks: slivers everywhere, many too thin for every owner.
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const blocks = Array.from({ length: 30 * 20 }, () => Math.floor(random() * 3))
    const speckled = Int32Array.from({ length: 60 * 40 }, (_, p) => {
      const x = p % 60
      const y = (p - x) / 60
      return blocks[((y >> 2) * 30 + (x >> 2)) as number] as number
    })
    const colors = Int32Array.from([0, 1, 0])
    const palette = new Float32Array([0.9, 0, 0, 0.4, 0.1, 0.05, 0.6, -0.1, 0])
    const open = (rounds: number) => {
      const labels = speckled.slice()
      const moved = openRegions(labels, 60, 40, {
        minWidth: 5,
        colors,
        paletteLab: palette,
        rounds,
      })
      return { moved, thin: thinParts(labels, 60, 40, 5, new Uint8Array(60 * 40)) }
    }
    const before = thinParts(speckled, 60, 40, 5, new Uint8Array(60 * 40))
    const settled = open(8)
    expect(open(1000)).toEqual(settled)
    expect(settled.thin).toBeLessThan(before / 3)
  })

  it('counts a region as thin where its parts are narrower than the brush', () => {
    const thin = new Uint8Array(60 * 40)
    expect(thinParts(squareWithArm(3), 60, 40, 5, thin)).toBeGreaterThanOrEqual(16 * 3)
    expect(thin[19 * 60 + 40]).toBe(1)
    expect(thin[20 * 60 + 20]).toBe(0)
  })
})

describe('ThinMap', () => {
  it('finds, looking only near pixels that moved, the thin parts the whole picture has', () => {
    const labels = squareWithArm(6)
    const map = new ThinMap(labels, 60, 40, 5)
    map.all()
    // Narrow the arm to 3 px and cut a notch into the square.
    for (let x = 30; x < 46; x++) {
      for (const y of [21, 22, 23]) {
        labels[y * 60 + x] = 0
        map.move(y * 60 + x)
      }
    }
    labels[10 * 60 + 20] = 0
    map.move(10 * 60 + 20)
    map.again()
    const whole = new Uint8Array(60 * 40)
    thinParts(labels, 60, 40, 5, whole)
    expect(Array.from(map.thin, (t) => (t === 1 ? 1 : 0))).toEqual(Array.from(whole))
    expect(whole[19 * 60 + 40]).toBe(1)
  })
})
