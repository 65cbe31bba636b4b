#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (resolved from here, so it works from any folder), so
// `pbn kit ...` (or `pbn-kit ...`) works without a build step.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const cli = fileURLToPath(new URL('./pbn-kit.ts', import.meta.url))
const run = spawnSync(
  process.execPath,
  ['--import', import.meta.resolve('tsx'), cli, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
)
process.exit(run.status ?? 1)
