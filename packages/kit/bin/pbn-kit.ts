import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { fromSvg, PbnError, type Stage } from '@huey/pbn'
import sharp, { type Sharp } from 'sharp'
import {
  KitError,
  type KitPlan,
  type KitSettings,
  kitFromPhoto,
  kitFromPuzzle,
  kitPdf,
  kitSettings,
  kitTexts,
  placePicture,
  workingSize,
} from '../src/index'
import { readKitFontFiles } from './kit-font-files'

const usage =
  'usage: pbn kit <photo or puzzle.svg> -o kit.pdf [--size 40x50cm] [--paper a4] [--paints acrylic-12] [--mode restrict|mix] [--colors N] [--seed S] [--language en-US|es|fr|de|pt-BR] [--json stats.json]'

function fail(message: string): never {
  process.stderr.write(`pbn kit: ${message}\n`)
  process.exit(1)
}

async function fromPhoto(input: string, settings: KitSettings, tty: boolean): Promise<KitPlan> {
  let photo: Sharp
  let width: number
  let height: number
  try {
    photo = sharp(input, { limitInputPixels: 100_000_000, failOn: 'truncated' }).rotate()
    const meta = await photo.metadata()
    const turned = (meta.orientation ?? 1) >= 5
    width = (turned ? meta.height : meta.width) ?? 0
    height = (turned ? meta.width : meta.height) ?? 0
  } catch (error) {
    fail(
      `cannot read ${input} as an image: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    )
  }
  if (!width || !height) fail(`${input} has no pixels.`)
  const size = workingSize(placePicture(settings, width, height).picture)
  const { data, info } = await photo
    .removeAlpha()
    .ensureAlpha()
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const stages: Stage[] = ['smooth', 'quantize', 'segment', 'trace', 'label']
  return kitFromPhoto(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    },
    settings,
    (stage, fraction) => {
      if (!tty) return
      const done = (stages.indexOf(stage) + fraction) / stages.length
      process.stderr.write(
        `\r[${'#'.repeat(Math.round(done * 30)).padEnd(30, '.')}] ${stage.padEnd(8)}`,
      )
    },
  )
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      size: { type: 'string', default: '40x50cm' },
      paper: { type: 'string', default: 'a4' },
      paints: { type: 'string', default: 'acrylic-12' },
      mode: { type: 'string', default: 'mix' },
      colors: { type: 'string' },
      seed: { type: 'string' },
      language: { type: 'string', default: 'en-US' },
      json: { type: 'string' },
    },
  })
  const [input] = positionals
  if (!input || positionals.length > 1 || !values.output) fail(usage)
  if (!Object.hasOwn(kitTexts, values.language))
    fail(`--language must be one of ${Object.keys(kitTexts).join(', ')}.`)
  const whole = (v: string | undefined, name: string, min: number, max: number) => {
    if (v === undefined) return undefined
    const n = Number(v)
    if (!Number.isInteger(n) || n < min || n > max)
      fail(`--${name} must be a whole number from ${min} to ${max}.`)
    return n
  }
  const settings = kitSettings({
    size: values.size,
    paper: values.paper,
    paints: values.paints,
    mode: values.mode,
    colors: whole(values.colors, 'colors', 4, 64),
    seed: whole(values.seed, 'seed', 0, 2 ** 31),
  })
  const tty = process.stderr.isTTY
  const started = performance.now()
  const plan = input.toLowerCase().endsWith('.svg')
    ? kitFromPuzzle(fromSvg(readFileSync(input, 'utf8')), settings)
    : await fromPhoto(input, settings, tty)
  const planned = performance.now()
  const pdf = await kitPdf(plan, readKitFontFiles(), { language: values.language })
  writeFileSync(values.output, pdf)
  if (tty) process.stderr.write('\n')
  const stats = {
    sheets: plan.tiling.tiles.length,
    grid: `${plan.tiling.cols}x${plan.tiling.rows}`,
    colors: plan.legend.length,
    regions: plan.puzzle.regions.length,
    pdfBytes: statSync(values.output).size,
    msPuzzle: Math.round(planned - started),
    msPdf: Math.round(performance.now() - planned),
    msTotal: Math.round(performance.now() - started),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  }
  process.stderr.write(
    `${values.output}: ${stats.sheets} sheets (${stats.grid}), ${stats.colors} colours, ${stats.regions} regions, ${Math.round(stats.pdfBytes / 1024)} KB, ${stats.msTotal} ms\n`,
  )
  if (values.json) writeFileSync(values.json, `${JSON.stringify(stats, null, 2)}\n`)
}

main().catch((error: unknown) => {
  if (error instanceof KitError || error instanceof PbnError) fail(error.message)
  fail(error instanceof Error ? error.message : String(error))
})
