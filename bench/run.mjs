// `npm run bench [-- name...]`: runs bench/<name>.bench.ts (all of them without a name), each in its own process.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const all = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
const wanted = process.argv.slice(2)
const unknown = wanted.filter((w) => !all.includes(w))
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${all.join(', ')}`)
  process.exit(2)
}
for (const name of wanted.length > 0 ? wanted : all) {
  console.log(`\n== bench: ${name}`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, `${name}.bench.ts`)], {
    stdio: 'inherit',
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
