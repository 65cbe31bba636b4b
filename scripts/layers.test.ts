// The layers of docs/ARCHITECTURE.md are rules in biome.json. Each rule is checked here by a file
// that breaks it, linted with the repository's own configuration in a scratch folder, so a rule
// that stops matching (a moved folder, a mistyped glob) fails this test instead of passing quietly.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const scratch = mkdtempSync(join(tmpdir(), 'huey-layers-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
// Git decides what Biome reads in the repository; the scratch folder has no git.
writeFileSync(
  join(scratch, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
)

interface Diagnostic {
  readonly category: string
  readonly message: string
}

/** Lints `source` as if it were the file at `path` and answers Biome's diagnostics. */
function lint(path: string, source: string): Diagnostic[] {
  const file = join(scratch, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  const run = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=50', path],
    { cwd: scratch, encoding: 'utf8' },
  )
  rmSync(file)
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }
  return report.diagnostics
}

const messages = (path: string, source: string) => lint(path, source).map((d) => d.message)

describe('layer rules', () => {
  it('keep web lib/ and components/ free of features', () => {
    const source =
      "import { paintStore } from '../works/paint-store'\nexport const s = paintStore\n"
    expect(messages('apps/web/src/lib/probe.ts', source)).toEqual([
      expect.stringMatching(/^Web layers: lib\/ and components\/ import no feature/),
    ])
    expect(messages('apps/web/src/components/probe.ts', source)).toHaveLength(1)
  })

  it('keep a web feature from importing another feature or the app', () => {
    expect(
      messages(
        'apps/web/src/kit/probe.ts',
        "import { paintStore } from '../works/paint-store'\nexport const s = paintStore\n",
      ),
    ).toEqual([expect.stringMatching(/^Web layers: a feature imports only lib\//)])
    expect(
      messages(
        'apps/web/src/kit/probe.ts',
        "import { myDb } from '../storage/my-db'\nexport const d = myDb\n",
      ),
    ).toEqual([expect.stringMatching(/only storage\/ opens MyDb/)])
  })

  it('keep pages from storage, api modules and app/', () => {
    expect(
      messages(
        'apps/web/src/pages/home/probe.ts',
        "import { api } from '../../lib/api-client'\nexport const a = api\n",
      ),
    ).toEqual([expect.stringMatching(/^Web layers: pages import no app\//)])
  })

  it('keep queries out of server routes, and server lib/ below the feature areas', () => {
    expect(
      messages(
        'apps/server/src/works/routes.ts',
        "import { eq } from 'drizzle-orm'\nexport const e = eq\n",
      ),
    ).toEqual([expect.stringMatching(/^Server layers: a route validates/)])
    expect(
      messages(
        'apps/server/src/lib/probe.ts',
        "import { isPremium } from '../purchases/repository'\nexport const p = isPremium\n",
      ),
    ).toEqual([expect.stringMatching(/^Server layers: lib\/, db\/ and plugins\//)])
  })

  it('keep the engine pure and its stages apart', () => {
    expect(
      messages(
        'packages/pbn/src/probe.ts',
        "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n",
      ),
    ).toEqual([expect.stringMatching(/^The engine is pure/)])
    expect(
      messages('packages/art/src/probe.ts', "import sharp from 'sharp'\nexport const s = sharp\n"),
    ).toEqual([expect.stringMatching(/^The engine is pure/)])
    expect(
      messages(
        'packages/pbn/src/trace/probe.ts',
        "import { quantize } from '../quantize/kmeans'\nexport const q = quantize\n",
      ),
    ).toEqual([expect.stringMatching(/^Engine stages do not import each other/)])
  })

  it('refuse a function over 80 lines, and pass the same imports where they belong', () => {
    const long = `export function long(): number {\n  let n = 0\n${'  n += 1\n'.repeat(85)}  return n\n}\n`
    expect(lint('apps/server/src/works/probe.ts', long).map((d) => d.category)).toEqual([
      'lint/complexity/noExcessiveLinesPerFunction',
    ])
    expect(
      messages(
        'apps/web/src/works/probe.ts',
        "import { toasts } from '../lib/toasts'\nexport const t = toasts\n",
      ),
    ).toEqual([])
    expect(
      messages(
        'apps/server/src/works/repository.ts',
        "import { eq } from 'drizzle-orm'\nexport const e = eq\n",
      ),
    ).toEqual([])
  })
})
