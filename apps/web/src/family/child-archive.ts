import type { ChildExport } from '@huey/contracts'
import { fromSvg } from '@huey/pbn'
import { strToU8, zipSync } from 'fflate'
import { fileName } from '../lib/keep-file'
import { paintingOf, paintingPng } from '../lib/painting-canvas'

/**
 * A child's data as one zip: `data.json` (everything the server keeps, the puzzles' SVG left out
 * as they are the catalogue's) and each painting as it stands, a PNG drawn here from its puzzle.
 */
export async function childArchive(data: ChildExport): Promise<Blob> {
  const files: Record<string, Uint8Array> = {}
  const used = new Set<string>()
  for (const work of data.works) {
    if (!work.svgData) continue
    const png = await paintingPng(paintingOf(fromSvg(work.svgData), work.filled))
    if (!png) continue
    let name = fileName(work.title, work.imageId, 'png')
    for (let i = 2; used.has(name); i++) name = fileName(`${work.title} ${i}`, work.imageId, 'png')
    used.add(name)
    files[`paintings/${name}`] = new Uint8Array(await png.arrayBuffer())
  }
  const json = { ...data, works: data.works.map(({ svgData: _svg, ...work }) => work) }
  files['data.json'] = strToU8(JSON.stringify(json, null, 2))
  // PNGs are compressed already; only the JSON gains from deflating.
  const zipped = zipSync(files, { level: 0 })
  return new Blob([zipped.slice().buffer], { type: 'application/zip' })
}
