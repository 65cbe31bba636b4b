// Profiling aid for the engine: one photo through createPuzzle several times, printing the CPU
// time and stage timings of each run. Bundle with esbuild and run under `node --cpu-prof` or
// valgrind to see where the time goes. Arguments: png [preset] [runs] [scale].
import sharp from 'sharp'
import { createPuzzle, type Preset } from '../packages/pbn/src/index'

const [file, preset, runs = '3', scale = '1'] = process.argv.slice(2)
const meta = await sharp(file).metadata()
const width = Math.round((meta.width ?? 0) * Number(scale))
const height = Math.round((meta.height ?? 0) * Number(scale))
const { data } = await sharp(file)
  .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true })
const image = {
  data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  width,
  height,
}
for (let i = 0; i < Number(runs); i++) {
  const cpu = process.cpuUsage()
  const { timings, puzzle } = createPuzzle(
    image,
    preset ? { preset: preset as Preset, seed: 1 } : { seed: 1 },
  )
  const used = process.cpuUsage(cpu)
  const stages = Object.entries(timings)
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ')
  console.log(
    `cpu ${Math.round((used.user + used.system) / 1000)} ms; ${stages}; ${puzzle.regions.length} regions, ${puzzle.palette.length} colours`,
  )
}
