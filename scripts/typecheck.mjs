// Type-checks every workspace with its own tsconfig (each has different globals: DOM, Node, worker).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const projects = [
  'packages/contracts',
  'packages/pbn',
  'packages/pbn/tsconfig.node.json',
  'packages/kit',
  'packages/kit/tsconfig.node.json',
  'packages/art',
  'packages/art/tsconfig.node.json',
  'apps/server',
  'apps/web',
  'apps/web/tsconfig.sw.json',
  'e2e',
  'bench',
  'scripts',
].filter(
  (p) =>
    p.endsWith('.json') ||
    (existsSync(`${p}/tsconfig.json`) &&
      readdirSync(p, { recursive: true }).some(
        (f) => /\.tsx?$/.test(String(f)) && !String(f).includes('node_modules'),
      )),
)
let failed = false
for (const project of projects) {
  const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  })
  if (run.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
