import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { labelsOnOutlines } from '../bin/drawn-labels'
import { deltaE2000, rgbToCielab } from '../src/delta-e'
import {
  createPuzzle,
  hexToRgb,
  type Puzzle,
  type PuzzleOptions,
  type RgbaImage,
  toSvg,
} from '../src/index'
import { synthetic } from './synthetic'

// Downscaled copies of Kodak test photos (../shared/testimages, unrestricted use), kept in the repo.
const fixturesIn = fileURLToPath(new URL('./fixtures/in/', import.meta.url))

async function photo(name: string): Promise<RgbaImage> {
  const { data, info } = await sharp(`${fixturesIn}${name}.png`)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height }
}

/** Renders every region in its own flat colour on magenta, without anti-aliasing. */
async function renderRegions(puzzle: Puzzle): Promise<Buffer> {
  const fill = (id: number) =>
    `#${(((id * 2654435761) >>> 8) & 0xfefefe).toString(16).padStart(6, '0')}`
  const paths = puzzle.regions.map((r) => `<path fill="${fill(r.id)}" d="${r.path}"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${puzzle.width}" height="${puzzle.height}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ff00ff"/><g fill-rule="evenodd">${paths}</g></svg>`
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
}

const fixtures: [string, () => Promise<RgbaImage>, PuzzleOptions][] = [
  ['circles', async () => synthetic('circles'), { minLabelSize: 4 }],
  ['rings', async () => synthetic('rings'), { minLabelSize: 4 }],
  ['noisy gradient', async () => synthetic('noisy-gradient', 160, 120), {}],
  ['kodim03 at 384 px', () => photo('kodim03-384'), {}],
  ['kodim05 at 384 px', () => photo('kodim05-384'), {}],
  ['portrait kodim04 at 256 px', () => photo('kodim04-256'), {}],
  [
    'kodim05 at 768 px, hard (enlarged, cut into cells)',
    () => photo('kodim05'),
    { preset: 'hard' },
  ],
  ['kodim03 at 384 px, easy', () => photo('kodim03-384'), { preset: 'easy' }],
]

describe.each(fixtures)('invariants on %s', (_name, load, options) => {
  it('holds every pixel in exactly one region, labels inside and legible, no gaps, no NaN', async () => {
    const image = await load()
    const { puzzle, regionMap } = createPuzzle(image, { seed: 5, ...options })
    const minLabelSize = options.minLabelSize ?? (options.preset === 'easy' ? 8 : 6)
    const { width, height, regions } = puzzle
    expect(regions.length).toBeGreaterThan(0)
    expect(regions.reduce((s, r) => s + r.area, 0)).toBe(width * height)
    expect(regionMap.every((id) => id >= 0 && id < regions.length)).toBe(true)
    for (const r of regions) {
      expect(r.path).not.toMatch(/NaN|Infinity/)
      for (const l of [r.label, ...(r.extraLabels ?? [])]) {
        expect(regionMap[Math.floor(l.y) * width + Math.floor(l.x)]).toBe(r.id - 1)
        expect(l.size).toBeGreaterThanOrEqual(minLabelSize)
      }
    }
    expect(await labelsOnOutlines(puzzle)).toEqual([])
    const raster = await renderRegions(puzzle)
    let gaps = 0
    for (let p = 0; p < width * height; p++) {
      if (raster[p * 3] === 255 && raster[p * 3 + 1] === 0 && raster[p * 3 + 2] === 255) gaps++
    }
    expect(gaps).toBe(0)
    // No cut a painter does not need: neighbours never share a colour (cells of one colour join).
    const colourOf = (p: number) => (regions[regionMap[p] as number] as { color: number }).color
    let sameColour = 0
    for (let p = 0; p < width * height; p++) {
      const right = p % width < width - 1 && regionMap[p + 1] !== regionMap[p]
      const below = p + width < width * height && regionMap[p + width] !== regionMap[p]
      if (right && colourOf(p + 1) === colourOf(p)) sameColour++
      if (below && colourOf(p + width) === colourOf(p)) sameColour++
    }
    expect(sameColour).toBe(0)
  })

  it('has no two colours a painter could take for one (CIEDE2000 under 4)', async () => {
    const { puzzle } = createPuzzle(await load(), { seed: 5, ...options })
    const closest = 4
    const lab = puzzle.palette.map((hex) => rgbToCielab(...hexToRgb(hex)))
    const twins: string[] = []
    lab.forEach((a, i) => {
      lab.forEach((b, j) => {
        if (j > i && deltaE2000(a, b) < closest)
          twins.push(`${puzzle.palette[i]} ${puzzle.palette[j]}`)
      })
    })
    expect(twins).toEqual([])
  })
})

describe('golden output', () => {
  it.each(['circles', 'stripes', 'rings'] as const)(
    '%s matches its reviewed SVG (REGEN=1 rewrites)',
    (name) => {
      const svg = toSvg(
        createPuzzle(synthetic(name), { seed: 1, colors: 4, minLabelSize: 4 }).puzzle,
      )
      const file = fileURLToPath(new URL(`./fixtures/out/${name}.svg`, import.meta.url))
      if (process.env.REGEN === '1') writeFileSync(file, svg)
      // A missing golden file fails: only a reviewed REGEN=1 run may write one.
      expect(existsSync(file), `${file} is missing: run with REGEN=1 and review it`).toBe(true)
      expect(svg).toBe(readFileSync(file, 'utf8'))
    },
  )
})

describe('the hard preset', () => {
  it('makes 800 to 4,000 regions of a detailed 768x512 photo, worked at a megapixel', async () => {
    const { puzzle, image } = createPuzzle(await photo('kodim05'), { preset: 'hard', seed: 5 })
    expect(puzzle.width * puzzle.height).toBeGreaterThanOrEqual(1_000_000)
    expect(puzzle.width / puzzle.height).toBeCloseTo(768 / 512, 2)
    expect([image.width, image.height]).toEqual([puzzle.width, puzzle.height])
    expect(puzzle.regions.length).toBeGreaterThanOrEqual(800)
    expect(puzzle.regions.length).toBeLessThanOrEqual(4000)
    expect(puzzle.palette.length).toBeLessThanOrEqual(48)
  })
})
