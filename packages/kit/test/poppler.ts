import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'

const run = (cmd: string, args: string[]) => {
  const res = spawnSync(cmd, args, { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 })
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr?.toString() ?? res.error}`)
  return res.stdout
}

/** poppler's `pdfinfo -f 1 -l N`: the page count and every page's size in points. */
export function pdfInfo(file: string): { pages: number; sizes: [number, number][] } {
  const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]).toString())?.[1])
  const text = run('pdfinfo', ['-f', '1', '-l', String(pages), file]).toString()
  const sizes = [...text.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/g)].map(
    (m) => [Number(m[1]), Number(m[2])] as [number, number],
  )
  return { pages, sizes }
}

/** poppler's `pdftotext` of one page. */
export const pageText = (file: string, page: number) =>
  run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-']).toString()

/** Every word of a page with its box, in points from the top left (`pdftotext -bbox`). */
export function pageWords(file: string, page: number) {
  const html = run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'])
  return [
    ...html
      .toString()
      .matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
  ].map((m) => ({
    text: m[5] as string,
    x: (Number(m[1]) + Number(m[3])) / 2,
    y: (Number(m[2]) + Number(m[4])) / 2,
    height: Number(m[4]) - Number(m[2]),
  }))
}

/** One page rendered by `pdftoppm` in grey at `dpi`: its pixels row by row, 0 black to 255 white. */
export function renderPage(file: string, page: number, dpi: number) {
  const pgm = run('pdftoppm', [
    '-gray',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    file,
  ])
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))
  if (!header) throw new Error('pdftoppm did not give a PGM')
  const width = Number(header[1])
  const height = Number(header[2])
  return { width, height, pixels: pgm.subarray(header[0].length) }
}

/** Every `r g b rg` fill colour in the file's content streams, as `#rrggbb`. */
export function fillColours(file: string): Set<string> {
  const pdf = readFileSync(file)
  const out = new Set<string>()
  let at = 0
  for (;;) {
    const start = pdf.indexOf('stream', at)
    if (start < 0) break
    const body = start + (pdf[start + 6] === 0x0d ? 8 : 7)
    const end = pdf.indexOf('endstream', body)
    at = end + 9
    let text: string
    try {
      text = inflateSync(pdf.subarray(body, end)).toString('latin1')
    } catch {
      continue
    }
    for (const m of text.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)) {
      const hex = [m[1], m[2], m[3]]
        .map((v) =>
          Math.round(Number(v) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')
      out.add(`#${hex}`)
    }
  }
  return out
}

/** poppler's `pdffonts`: each font the file uses, and whether it is embedded. */
export function pdfFonts(file: string): { name: string; embedded: boolean }[] {
  const lines = run('pdffonts', [file]).toString().trim().split('\n').slice(2)
  return lines.map((line) => {
    // name type... encoding emb sub uni object ID: the flags sit at fixed places from the end.
    const cells = line.trim().split(/\s+/)
    return { name: cells[0] ?? '', embedded: cells.at(-5) === 'yes' }
  })
}
