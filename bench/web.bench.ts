// `npm run bench -- web`: Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU slowdown) on
// the app as `npm start` serves it (the production build and the built server), in Debian's
// Chromium. Performance and accessibility on landing, home, daily-images and create (the median of
// RUNS runs by performance score, 5 unless told, once the machine has settled), accessibility on
// the other routes. Writes bench/results/web.json; exits 1 when a page misses a target.
// While iterating: PAGES=/home,/create runs only those pages (and writes no results file), RUNS=1
// runs each once, SKIP_BUILD=1 uses the last build, and LHR_DIR=<folder> keeps each run's whole
// Lighthouse report and its Chromium trace there (bootup-time, long-tasks, mainthread-work-breakdown...).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { chromiumPath } from '../e2e/fixtures/browser'
import { freePort, repoRoot } from '../e2e/fixtures/server'

// Five, as Lighthouse's guide to variability advises: the median of three swings with one noisy run.
const RUNS = Number(process.env.RUNS ?? 5)
const allPerfPages = ['/landing', '/home', '/daily-images', '/create'] as const
const subset = process.env.PAGES?.split(',').filter(Boolean)
const perfPages = subset ? allPerfPages.filter((p) => subset.includes(p)) : allPerfPages
const a11yPages = subset ? [] : (['/my-works', '/sign-in', '/sign-up'] as const)
const lhrDir = process.env.LHR_DIR
const targets = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05 }

interface PageScore {
  readonly performance: number | null
  readonly accessibility: number | null
  readonly fcpMs: number | null
  readonly lcpMs: number | null
  readonly tbtMs: number | null
  readonly cls: number | null
  readonly speedIndexMs: number | null
  readonly failedAudits: readonly string[]
  /** Why Lighthouse could not score the run, when it could not (a page error, no LCP...). */
  readonly problem?: string
}

function build(): void {
  for (const workspace of ['@huey/web', '@huey/server']) {
    const run = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (run.status !== 0) throw new Error(`The ${workspace} build failed.`)
  }
}

/**
 * `node apps/server/dist/main.js`, as `npm start` runs it, on a free port and a fresh data folder,
 * once its catalogue is seeded: a deployed server has made its pictures long before anyone opens
 * it, and the seeding's worker thread would otherwise take one of the two cores from the browser.
 */
async function startBuiltServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'huey-bench-web-'))
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let seeded = false
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4096)
    if (output.includes('"msg":"catalogue seeded"')) seeded = true
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 300_000
  while (
    !seeded ||
    !(await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`)
    if (Date.now() > deadline)
      throw new Error('The server did not seed its catalogue within 300 s.')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => {
  const value = lhr.audits[id]?.numericValue
  return value === undefined ? null : Math.round(value * 1000) / 1000
}

async function audit(url: string, port: number, categories: readonly string[]): Promise<PageScore> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`)
  const { lhr } = result
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true })
    const name = `${new URL(url).pathname.slice(1)}-${Date.now()}.json`
    writeFileSync(join(lhrDir, name), JSON.stringify(lhr))
    // Only the performance audits record a trace.
    const trace: unknown = result.artifacts.Trace
    if (trace)
      writeFileSync(join(lhrDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace))
  }
  const score = (id: string) => {
    const s = lhr.categories[id]?.score
    return s === undefined || s === null ? null : Math.round(s * 100)
  }
  const failedAudits = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`)
  const problem =
    lhr.runtimeError?.message ??
    Object.values(lhr.audits).find((a) => a.scoreDisplayMode === 'error')?.errorMessage
  return {
    ...(problem ? { problem } : {}),
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    failedAudits,
  }
}

function misses(score: PageScore, perf: boolean): string[] {
  const out: string[] = []
  if ((score.accessibility ?? 0) < targets.accessibility) out.push('accessibility')
  if (!perf) return out
  if ((score.performance ?? 0) < targets.performance) out.push('performance')
  if ((score.lcpMs ?? Infinity) >= targets.lcpMs) out.push('LCP')
  if ((score.tbtMs ?? Infinity) >= targets.tbtMs) out.push('TBT')
  if ((score.cls ?? Infinity) >= targets.cls) out.push('CLS')
  return out
}

/** The median of the runs Lighthouse could score (all runs are kept beside it, with their problems). */
function median(runs: PageScore[]): PageScore | undefined {
  const scored = runs.filter((r) => r.performance !== null)
  const pool = scored.length > 0 ? scored : runs
  return [...pool].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[
    Math.floor(pool.length / 2)
  ]
}

/**
 * Waits (two minutes at most) for the machine to settle after the build and the catalogue's
 * seeding: on two cores, a busy minute before would time the build's tail, not the page.
 */
async function quietMachine(): Promise<void> {
  const deadline = Date.now() + 120_000
  while ((loadavg()[0] ?? 0) >= 1 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000))
  }
}

if (process.env.SKIP_BUILD !== '1') build()
const server = await startBuiltServer()
await quietMachine()
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const loadBefore = loadavg()
const pages: Record<string, PageScore & { runs?: PageScore[] }> = {}
try {
  // One visit first: the server's first answers (catalogue thumbnails and today's daily picture,
  // made on demand) are not what a visitor meets after the first minute.
  for (const path of ['/home', '/daily-images']) {
    await audit(`${server.url}${path}`, chrome.port, ['performance'])
  }
  for (const path of perfPages) {
    const runs: PageScore[] = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${server.url}${path}`, chrome.port, ['performance', 'accessibility']))
    }
    const chosen = median(runs)
    if (!chosen) throw new Error(`No run for ${path}.`)
    pages[path] = { ...chosen, runs }
  }
  for (const path of a11yPages) {
    pages[path] = await audit(`${server.url}${path}`, chrome.port, ['accessibility'])
  }
} finally {
  chrome.kill()
  await server.stop()
}

const report = {
  date: new Date().toISOString(),
  loadAverage: { before: loadBefore.map((l) => Math.round(l * 100) / 100), after: loadavg() },
  lighthouse: '12.8.2, mobile defaults (simulated slow 4G, 4x CPU slowdown)',
  browser: chromiumPath,
  targets,
  pages,
}
if (!subset) {
  writeFileSync(join(repoRoot, 'bench/results/web.json'), `${JSON.stringify(report, null, 2)}\n`)
  // As the repository's formatter writes JSON, so a fresh result is a clean diff.
  spawnSync('npx', ['biome', 'format', '--write', 'bench/results/web.json'], { cwd: repoRoot })
}
let failed = false
for (const [path, s] of Object.entries(pages)) {
  const missed = misses(s, (perfPages as readonly string[]).includes(path))
  if (missed.length > 0) failed = true
  console.log(
    `${path.padEnd(14)} perf ${String(s.performance ?? '-').padStart(3)}  a11y ${String(s.accessibility).padStart(3)}  FCP ${s.fcpMs ?? '-'} ms  LCP ${s.lcpMs ?? '-'} ms  TBT ${s.tbtMs ?? '-'} ms  CLS ${s.cls ?? '-'}${missed.length ? `  MISSED: ${missed.join(', ')}` : ''}`,
  )
  if (missed.length) console.log(`  failing audits: ${s.failedAudits.join('; ')}`)
  for (const run of s.runs ?? []) if (run.problem) console.log(`  a run not scored: ${run.problem}`)
}
console.log(
  `load average before ${report.loadAverage.before.join(' ')}${subset ? '' : '; results in bench/results/web.json'}`,
)
process.exit(failed ? 1 : 0)
