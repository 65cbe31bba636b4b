#!/usr/bin/env node
// `pbn`: runs the CLI bundled in dist/pbn.mjs in this very process (no tsx, no second Node), so it
// starts in about a tenth of a second; bundled first (bin/build.mjs) when a source is newer.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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
if (plugin) {
  const run = spawnSync(process.execPath, [plugin, ...rest], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}
const { build, bundle, stale } = await import('./build.mjs')
if (stale()) await build()
await import(pathToFileURL(bundle).href)
