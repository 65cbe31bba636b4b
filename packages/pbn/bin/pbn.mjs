#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx pbn convert ...` works without a build step.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const cli = fileURLToPath(new URL('./pbn.ts', import.meta.url))
const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(run.status ?? 1)
