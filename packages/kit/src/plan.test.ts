import { hexToRgb } from '@huey/pbn'
import { describe, expect, it } from 'vitest'
import { a4Acrylic, gridPuzzle } from '../test/grid-puzzle'
import type { KitError } from './errors'
import { paintSet } from './paint-sets'
import { kitFromPhoto, kitFromPuzzle, kitSettings, placePicture } from './plan'
import { workingSize } from './print-puzzle'

/** A picture of soft-edged blobs in colours near (not on) the set's paints, `w` x `h` px. */
function blobs(w: number, h: number, shift: number) {
  const data = new Uint8ClampedArray(w * h * 4)
  const colours = ['#e9e4d5', '#2f3d8f', '#c8402f', '#d9b93a', '#355f3b', '#5a3a2a'].map(hexToRgb)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const band = Math.floor(((x + shift) / w) * 3) + 3 * Math.floor((y / h) * 2)
      const c = colours[band % colours.length] as [number, number, number]
      const o = (y * w + x) * 4
      data.set([c[0] + ((x * 7) % 9), c[1] + ((y * 5) % 7), c[2], 255], o)
    }
  }
  return { data, width: w, height: h }
}

const errorOf = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    return e as KitError
  }
  throw new Error('no error')
}

describe('kitFromPhoto in restrict mode', () => {
  const set = paintSet('acrylic-12')
  const settings = a4Acrylic('30x40cm', 'restrict')

  it("paints every region with one of the set's paints, numbered as the set numbers them", () => {
    const size = workingSize(placePicture(settings, 300, 400).picture)
    const plan = kitFromPhoto(blobs(size.width, size.height, 0), settings)
    expect(plan.puzzle.palette).toEqual(set.paints.map((p) => p.hex))
    for (const entry of plan.legend) {
      expect(entry.name).toBe(set.paints[entry.number - 1]?.name)
      expect(entry.hex).toBe(set.paints[entry.number - 1]?.hex)
    }
    expect(plan.legend.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Titanium White', 'Ultramarine Blue', 'Scarlet']),
    )
  })

  it("keeps each paint's number when the picture is made again at another size", () => {
    const again = kitSettings({
      size: '50x70cm',
      paper: 'a3',
      paints: 'acrylic-12',
      mode: 'restrict',
    })
    const a = kitFromPhoto(blobs(300, 400, 0), settings)
    const b = kitFromPhoto(blobs(600, 800, 20), again)
    const numbers = (p: typeof a) => new Map(p.legend.map((e) => [e.name, e.number]))
    for (const [name, number] of numbers(a)) {
      if (numbers(b).has(name)) expect(numbers(b).get(name)).toBe(number)
    }
  })
})

describe('kitFromPuzzle', () => {
  it("turns each colour into the set's nearest paint in restrict mode", () => {
    const puzzle = gridPuzzle(4, 4, 100, ['#f0f0f0', '#20308a'])
    const settings = a4Acrylic('a4', 'restrict')
    const plan = kitFromPuzzle(puzzle, settings)
    expect(plan.legend.map((e) => e.name)).toEqual(['Titanium White', 'Ultramarine Blue'])
    expect(plan.legend.map((e) => e.number)).toEqual([1, 7])
  })

  it("refuses a size too small for the picture's numbers and names one that works", () => {
    // Numbers 3.3 px high on 600x840 px: at 30x40 cm, 1.1 mm digits.
    const puzzle = gridPuzzle(60, 84, 10, ['#f0f0f0', '#20308a'])
    const settings = a4Acrylic('30x40cm')
    const error = errorOf(() => kitFromPuzzle(puzzle, settings))
    expect(error.code).toBe('size-too-small')
    expect(error.message).toMatch(
      /^30x40 cm is too small for this picture's regions: its smallest numbers would be 1\.1 mm tall \(2 mm needed\); choose (\d+)x(\d+) cm or larger\.$/,
    )
    const [, w, h] = /choose (\d+)x(\d+) cm/.exec(error.message) ?? []
    expect(error.suggestedSize).toBe(`${w}x${h}cm`)
    const bigger = a4Acrylic(`${w}x${h}cm`)
    expect(kitFromPuzzle(puzzle, bigger).legend).toHaveLength(2)
  })
})

describe('kitSettings', () => {
  const ok = { size: '40x50cm', paper: 'a4', paints: 'acrylic-12', mode: 'mix' }
  it.each([
    [
      { ...ok, paints: 'oils-99' },
      'unknown-paint-set',
      'Unknown paint set "oils-99": choose acrylic-12 or acrylic-24.',
    ],
    [{ ...ok, mode: 'blend' }, 'invalid-mode', 'Unknown mode "blend": choose restrict or mix.'],
    [{ ...ok, paper: '80x80mm' }, 'paper-too-small', undefined],
    [{ ...ok, size: 'huge' }, 'invalid-size', undefined],
    [{ ...ok, paper: 'a9' }, 'invalid-paper', undefined],
  ])('refuses %o with one line', (request, code, message) => {
    const error = errorOf(() => kitSettings(request))
    expect(error.code).toBe(code)
    expect(error.message).not.toContain('\n')
    if (message) expect(error.message).toBe(message)
  })

  it('turns the canvas to a landscape picture', () => {
    const settings = kitSettings(ok)
    expect(placePicture(settings, 4000, 3000)).toEqual({
      canvas: { width: 500, height: 400 },
      picture: { width: 500, height: 375 },
    })
  })
})
