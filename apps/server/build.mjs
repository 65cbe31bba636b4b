// Bundles the server with the workspace packages inlined; npm dependencies stay external.
// `node build.mjs [outdir]`: dist by default; the cluster test builds its own copy elsewhere.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@huey/'))
const outdir = process.argv[2] ?? 'dist'
rmSync(outdir, { recursive: true, force: true })
await build({
  // Worker threads (the puzzle engine's, the catalogue's art) are their own files beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'engine-thread': 'src/processing/engine-thread.ts',
    'art-thread': 'src/catalog/art-thread.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
cpSync('src/db/migrations', `${outdir}/db/migrations`, { recursive: true })
