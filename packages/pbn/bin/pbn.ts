import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { createPuzzle, type Preset, type Stage, type SvgStyleName, toSvg } from '../src/index'

type PuzzleResult = ReturnType<typeof createPuzzle>

import { meanDeltaE2000 } from './delta-e'
import { labelsOnOutlines } from './drawn-labels'

const usage =
  'usage: pbn convert <image> -o out.svg [--colors N] [--max-size PX] [--seed S] [--preset easy|medium|hard] [--regions N] [--min-width PX] [--style print|screen] [--json stats.json] [--png finished.png]'

function fail(message: string): never {
  process.stderr.write(`pbn: ${message}\n`)
  process.exit(1)
}

/** `pbn convert`'s arguments, checked: every bad one ends the command with its own message. */
function convertArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      colors: { type: 'string' },
      'max-size': { type: 'string' },
      seed: { type: 'string' },
      preset: { type: 'string' },
      regions: { type: 'string' },
      'min-width': { type: 'string' },
      json: { type: 'string' },
      png: { type: 'string' },
      style: { type: 'string' },
    },
  })
  const [command, input] = positionals
  if (command !== 'convert' || !input || !values.output) fail(usage)
  const number = (v: string | undefined, name: string, min: number, max: number) => {
    if (v === undefined) return undefined
    const n = Number(v)
    if (!Number.isInteger(n) || n < min || n > max)
      fail(`--${name} must be a whole number from ${min} to ${max}.`)
    return n
  }
  const colors = number(values.colors, 'colors', 4, 64)
  const maxSize = number(values['max-size'], 'max-size', 16, 20_000)
  const seed = number(values.seed, 'seed', 0, 2 ** 31)
  const regions = number(values.regions, 'regions', 1, 100_000)
  const minWidth = number(values['min-width'], 'min-width', 1, 64)
  const style = (values.style ?? 'print') as SvgStyleName
  if (!['print', 'screen'].includes(style)) fail('--style must be print or screen.')
  const preset = values.preset as Preset | undefined
  if (preset && !['easy', 'medium', 'hard'].includes(preset))
    fail('--preset must be easy, medium or hard.')
  return {
    input,
    output: values.output,
    json: values.json,
    png: values.png,
    maxSize,
    style,
    options: { colors, seed, preset, regions, minWidth },
  }
}

/** The photo as RGBA, upright, at most `maxSize` on its longer side. */
async function readImage(input: string, maxSize: number | undefined) {
  let decoded: { data: Buffer; info: { width: number; height: number } }
  try {
    let image = sharp(input, { limitInputPixels: 50_000_000, failOn: 'truncated' })
      .rotate()
      .removeAlpha()
      .ensureAlpha()
    if (maxSize) image = image.resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
    decoded = await image.raw().toBuffer({ resolveWithObject: true })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    fail(`cannot read ${input} as an image: ${reason}`)
  }
  const { data, info } = decoded
  if (info.width === 0 || info.height === 0) fail(`${input} has no pixels.`)
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
}

/** What `--json` writes: the puzzle's size, labels and faithfulness, and where the time went. */
async function statsOf(result: PuzzleResult, totalMs: number) {
  const { puzzle, finished, timings, image } = result
  const sizes = puzzle.regions
    .flatMap((r) => [r.label, ...(r.extraLabels ?? [])].map((l) => l.size))
    .sort((a, b) => a - b)
  // Every number, extra ones too, checked against the outlines as drawn.
  const outside = (await labelsOnOutlines(puzzle)).length
  return {
    width: puzzle.width,
    height: puzzle.height,
    colors: puzzle.palette.length,
    regions: puzzle.regions.length,
    smallestRegionArea: Math.min(...puzzle.regions.map((r) => r.area)),
    labelSizeMin: sizes[0] ?? 0,
    labelSizeP10: sizes[Math.floor(sizes.length * 0.1)] ?? 0,
    labelsOutside: outside,
    meanDeltaE2000: Math.round(meanDeltaE2000(image.data, finished) * 100) / 100,
    msPerStage: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])),
    msTotal: Math.round(totalMs),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  }
}

async function main(): Promise<void> {
  const { input, output, json, png, maxSize, style, options } = convertArgs()
  const image = await readImage(input, maxSize)
  const tty = process.stderr.isTTY
  const stages: Stage[] = ['smooth', 'quantize', 'segment', 'trace', 'label']
  const started = performance.now()
  const result = createPuzzle(image, {
    ...options,
    onProgress: (stage, fraction) => {
      if (!tty) return
      const done = (stages.indexOf(stage) + fraction) / stages.length
      const bar = '#'.repeat(Math.round(done * 30)).padEnd(30, '.')
      process.stderr.write(`\r[${bar}] ${stage.padEnd(8)} ${Math.round(done * 100)}%`)
    },
  })
  if (tty) process.stderr.write('\n')
  const totalMs = performance.now() - started
  const { puzzle, finished } = result
  // Dark outlines and numbers by default: the file is most often printed.
  writeFileSync(output, toSvg(puzzle, { style }))
  if (png) {
    await sharp(Buffer.from(finished.buffer), {
      raw: { width: puzzle.width, height: puzzle.height, channels: 4 },
    })
      .png()
      .toFile(png)
  }
  if (json) writeFileSync(json, `${JSON.stringify(await statsOf(result, totalMs), null, 2)}\n`)
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
