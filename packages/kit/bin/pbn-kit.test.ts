import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toSvg } from '@huey/pbn'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { gridPuzzle } from '../test/grid-puzzle'
import { pageText, pdfInfo } from '../test/poppler'

// Through the engine's own `pbn`, which hands `kit` to this package's `pbn-kit`.
const pbn = fileURLToPath(new URL('../../pbn/bin/pbn.mjs', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'pbn-kit-'))
const run = (...args: string[]) =>
  spawnSync(process.execPath, [pbn, 'kit', ...args], { encoding: 'utf8', cwd: dir })

describe('pbn kit', () => {
  it('makes a 40x50 cm kit on A4 from a photo, with mixing recipes', {
    timeout: 90_000,
  }, async () => {
    const photo = join(dir, 'photo.png')
    await sharp(
      fileURLToPath(new URL('../../pbn/test/fixtures/in/kodim03-384.png', import.meta.url)),
    ).toFile(photo)
    const out = join(dir, 'kit.pdf')
    const res = run(
      photo,
      '--size',
      '40x50cm',
      '--paper',
      'a4',
      '--paints',
      'acrylic-12',
      '--mode',
      'mix',
      '-o',
      out,
    )
    expect(res.stderr).toMatch(/kit\.pdf: 4 sheets \(2x2\), \d+ colours, \d+ regions/)
    expect(res.status).toBe(0)
    const { pages, sizes } = pdfInfo(out)
    expect(pages).toBeGreaterThanOrEqual(6)
    expect(sizes.slice(-4)).toEqual(Array(4).fill([841.89, 595.276]))
    expect(pageText(out, 2)).toMatch(/Mix: .*(Titanium White|Mars Black)/)
  })

  it.each([
    [
      ['--paints', 'oils-99'],
      /^pbn kit: Unknown paint set "oils-99": choose acrylic-12 or acrylic-24\.\n$/,
    ],
    [['--paper', '80x80mm'], /^pbn kit: The paper \(80x80 mm\) is smaller than one tile: .*\n$/],
    [['--mode', 'blend'], /^pbn kit: Unknown mode "blend": choose restrict or mix\.\n$/],
    [['--size', 'enormous'], /^pbn kit: Unknown size "enormous": .*\n$/],
  ])('refuses %j with one line and exit status 1', (args, message) => {
    const res = run('photo.png', '-o', 'x.pdf', ...args)
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(message)
  })

  it("refuses a size too small for a puzzle's regions and names one that works", () => {
    const svg = join(dir, 'small-regions.svg')
    writeFileSync(svg, toSvg(gridPuzzle(60, 84, 10, ['#f0f0f0', '#20308a'])))
    const res = run(svg, '--size', '30x40cm', '-o', 'x.pdf')
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(
      /^pbn kit: 30x40 cm is too small for this picture's regions: .* choose \d+x\d+ cm or larger\.\n$/,
    )
  })
})
