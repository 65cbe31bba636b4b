import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const cli = fileURLToPath(new URL('./pbn.mjs', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'pbn-cli-'))
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' })

/** A PNG whose header claims the given size, with no pixel data behind it. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const chunk = Buffer.concat([
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR'),
    ihdr,
    Buffer.alloc(4),
  ])
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk])
}

describe('pbn convert', () => {
  it('writes the SVG, the finished PNG and the stats', async () => {
    const input = join(dir, 'in.png')
    await sharp(fileURLToPath(new URL('../test/fixtures/in/kodim03-384.png', import.meta.url)))
      .resize(256)
      .toFile(input)
    const res = run(
      'convert',
      input,
      '-o',
      join(dir, 'out.svg'),
      '--json',
      join(dir, 's.json'),
      '--png',
      join(dir, 'f.png'),
      '--colors',
      '12',
      '--regions',
      '20',
      '--min-width',
      '6',
    )
    expect(res.status, res.stderr).toBe(0)
    expect(readFileSync(join(dir, 'out.svg'), 'utf8')).toMatch(/^<svg /)
    const stats = JSON.parse(readFileSync(join(dir, 's.json'), 'utf8'))
    expect(stats).toMatchObject({ width: 256, labelsOutside: 0 })
    expect(stats.colors).toBeLessThanOrEqual(12)
    expect(stats.regions).toBeGreaterThanOrEqual(18)
    expect(stats.regions).toBeLessThanOrEqual(22)
    expect(stats.labelSizeMin).toBeGreaterThanOrEqual(6)
    expect(stats.meanDeltaE2000).toBeGreaterThan(0)
    expect((await sharp(join(dir, 'f.png')).metadata()).width).toBe(256)
  })

  it.each([
    ['not an image', () => Buffer.from('hello, I am text')],
    ['a truncated PNG', () => pngHeader(64, 64)],
    ['a 0x0 PNG', () => pngHeader(0, 0)],
    ['a 30000x30000 declared size', () => pngHeader(30_000, 30_000)],
  ])('exits non-zero with one line for %s', (_name, make) => {
    const input = join(dir, `bad-${Math.random()}.png`)
    writeFileSync(input, make())
    const res = run('convert', input, '-o', join(dir, 'never.svg'))
    expect(res.status).not.toBe(0)
    expect(res.stderr.trim().split('\n')).toHaveLength(1)
    expect(res.stderr).toMatch(/^pbn: /)
  })

  it.each([
    ['a missing file', ['convert', join(dir, 'nowhere.png'), '-o', join(dir, 'never.svg')]],
    [
      '65 colours',
      ['convert', join(dir, 'in.png'), '-o', join(dir, 'never.svg'), '--colors', '65'],
    ],
    [
      'an unknown preset',
      ['convert', join(dir, 'in.png'), '-o', join(dir, 'x.svg'), '--preset', 'expert'],
    ],
  ])('exits non-zero with one line for %s', (_name, args) => {
    const res = run(...args)
    expect(res.status).toBe(1)
    expect(res.stderr.trim().split('\n')).toHaveLength(1)
    expect(res.stderr).toMatch(/^pbn: /)
  })

  it('explains its usage when called wrong', () => {
    const res = run('convert')
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(/usage: pbn convert/)
  })
})
