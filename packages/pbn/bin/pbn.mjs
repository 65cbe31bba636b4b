#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx pbn convert ...` works without a build step.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `pbn <command>` for a command the engine does not have runs the executable `pbn-<command>`, as
 * git does: packages built on the engine (the paint kit's `pbn-kit`) add commands without the
 * engine depending on them. Looked for beside this script's link, in the node_modules/.bin folders
 * above this package, and on PATH.
 */
function external(command) {
  if (!/^[a-z][a-z0-9-]*$/.test(command) || command === 'convert') return undefined
  const dirs = [dirname(process.argv[1] ?? '')]
  for (
    let dir = fileURLToPath(new URL('.', import.meta.url));
    dir !== dirname(dir);
    dir = dirname(dir)
  )
    dirs.push(join(dir, 'node_modules', '.bin'))
  dirs.push(...(process.env.PATH ?? '').split(delimiter))
  return dirs.map((dir) => join(dir, `pbn-${command}`)).find((file) => existsSync(file))
}

const [command, ...rest] = process.argv.slice(2)
const plugin = command ? external(command) : undefined
const cli = fileURLToPath(new URL('./pbn.ts', import.meta.url))
const run = plugin
  ? spawnSync(process.execPath, [plugin, ...rest], { stdio: 'inherit' })
  : spawnSync(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
      stdio: 'inherit',
    })
process.exit(run.status ?? 1)
