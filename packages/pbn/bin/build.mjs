// Bundles the TypeScript CLI (bin/pbn.ts and the engine) into dist/pbn.mjs, which plain Node runs:
// no tsx and no TypeScript at run time. `npm run build -w @huey/pbn`; bin/pbn.mjs calls it too
// whenever a source is newer than the bundle.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
export const bundle = join(root, 'dist', 'pbn.mjs')

/** The newest modification time (ms) of the sources the bundle is made from. */
function newestSource() {
  let newest = 0
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  walk(join(root, 'src'))
  walk(join(root, 'bin'))
  return newest
}

/** Whether dist/pbn.mjs is missing or older than a source. */
export function stale() {
  try {
    return statSync(bundle).mtimeMs < newestSource()
  } catch {
    return true
  }
}

export async function build() {
  const { build: esbuild } = await import('esbuild')
  await esbuild({
    entryPoints: [join(root, 'bin', 'pbn.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // sharp carries native code: it is loaded from node_modules as it is.
    external: ['sharp'],
    outfile: bundle,
    logLevel: 'warning',
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build()
