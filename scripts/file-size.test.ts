// STYLE.md and issue 20 ask for small files with one job: no source file over 300 lines. Biome
// limits a function's lines but not a file's, so this test holds the rule for every tracked file.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const MAX_LINES = 300
const source = /\.(ts|tsx|mjs)$/
// Tests and browser specs read as lists of cases, declarations as lists of types: not held to it.
const exempt = /(\.test\.tsx?|\.spec\.ts|\.d\.ts)$/

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => source.test(path) && !exempt.test(path))

describe('file size', () => {
  it('finds the source files it is to measure', () => {
    expect(tracked).toContain('packages/pbn/src/index.ts')
    expect(tracked.length).toBeGreaterThan(300)
  })

  it(`keeps every source file under ${MAX_LINES} lines`, () => {
    const long = tracked
      .map((path) => ({
        path,
        lines: readFileSync(join(root, path), 'utf8').trimEnd().split('\n').length,
      }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`)
    expect(long).toEqual([])
  })
})
