// `npm run contact-sheets -w @huey/server [-- --lang es --out /tmp/sheets --from 0 --count 1000]`:
// the catalogue's pictures as PNG contact sheets, 80 to a sheet in gallery order, each with its
// title and difficulty, drawn as the gallery's first thumbnails are (from the art, on the art
// thread): for looking at the whole catalogue by eye.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Language, languageSchema } from '@huey/contracts'
import sharp from 'sharp'
import { ArtThread, type Thumbnails } from './src/catalog/art-runner'
import { catalogEntries, listedRow } from './src/catalog/catalogue'
import { isoDay } from './src/catalog/daily'

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en-US' },
    out: { type: 'string', default: '/tmp/huey-contact-sheets' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '100000' },
  },
})
const language: Language = languageSchema.parse(values.lang)
const COLUMNS = 8
const ROWS = 10
const TILE = 240
const LABEL = 34

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  )

/** A tile's caption: the title, and the difficulty and category under it. */
function label(title: string, detail: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/><text x="4" y="14" font-family="DejaVu Sans" font-size="12" fill="#111">${escapeXml(title.slice(0, 38))}</text><text x="4" y="29" font-family="DejaVu Sans" font-size="10" fill="#666">${escapeXml(detail)}</text></svg>`,
  )
}

const today = isoDay(Date.now())
const published = catalogEntries()
  .filter((e) => e.date <= today)
  .sort((a, b) => a.position - b.position)
  .slice(Number(values.from), Number(values.from) + Number(values.count))
mkdirSync(values.out, { recursive: true })
const thread = new ArtThread()
const perSheet = COLUMNS * ROWS
try {
  for (let sheet = 0; sheet * perSheet < published.length; sheet++) {
    const entries = published.slice(sheet * perSheet, (sheet + 1) * perSheet)
    const tiles = await Promise.all(
      entries.map(async (entry, i) => {
        const result = await thread.make({ kind: 'thumbnail', id: entry.id })
        if (!result.picture) throw new Error(`${entry.id}: ${result.error}`)
        const image = Buffer.from((result.picture as Thumbnails).thumbnail, 'base64')
        const x = (i % COLUMNS) * TILE
        const y = Math.floor(i / COLUMNS) * (TILE + LABEL)
        const title = listedRow(entry).titles?.[language] ?? entry.id
        const detail = `${entry.difficulty} · ${entry.shelves.join(', ')} · ${entry.style.id}`
        return [
          { input: image, left: x, top: y },
          { input: label(title, detail), left: x, top: y + TILE },
        ]
      }),
    )
    const file = join(values.out, `sheet-${String(sheet + 1).padStart(2, '0')}.png`)
    await sharp({
      create: {
        width: COLUMNS * TILE,
        height: ROWS * (TILE + LABEL),
        channels: 3,
        background: '#dddddd',
      },
    })
      .composite(tiles.flat())
      .png()
      .toFile(file)
    console.log(`${file}: pictures ${sheet * perSheet + 1} to ${sheet * perSheet + entries.length}`)
  }
} finally {
  await thread.close()
}
