// Copies the Fluent Emoji drawings the emoji style uses out of the (99 MB) icon set, so the app
// ships only those: npx tsx packages/art/scripts/pick-fluent.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { emojiSubjects } from '../src/emoji/subjects'

interface IconSet {
  readonly width: number
  readonly height: number
  readonly icons: Record<string, { body: string }>
}

const require = createRequire(import.meta.url)
const set = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'),
) as IconSet
/** The box the drawing's visible pixels fill, in its own units: the style scales that, not the margin. */
async function visibleBox(body: string): Promise<[number, number, number, number, number]> {
  const px = 256
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${set.width} ${set.height}">${body}</svg>`
  const { data } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let [x0, y0, x1, y1, seen] = [px, px, 0, 0, 0]
  for (let y = 0; y < px; y++)
    for (let x = 0; x < px; x++)
      if ((data[(y * px + x) * 4 + 3] as number) > 128) {
        seen++
        x0 = Math.min(x0, x)
        y0 = Math.min(y0, y)
        x1 = Math.max(x1, x + 1)
        y1 = Math.max(y1, y + 1)
      }
  const k = set.width / px
  // The fifth number: the share of that box the drawing covers.
  return [x0 * k, y0 * k, x1 * k, y1 * k, seen / Math.max(1, (x1 - x0) * (y1 - y0))]
}

const icons: Record<string, string> = {}
const boxes: Record<string, [number, number, number, number, number]> = {}
for (const { icon } of emojiSubjects) {
  const found = set.icons[icon]
  if (!found) throw new Error(`Fluent Emoji has no drawing named ${icon}.`)
  icons[icon] = found.body.replace(
    /="#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])"/g,
    '="#$1$1$2$2$3$3"',
  )
  boxes[icon] = await visibleBox(found.body)
}
const out = new URL('../src/emoji/fluent-drawings.gen.json', import.meta.url)
writeFileSync(out, `${JSON.stringify({ width: set.width, height: set.height, boxes, icons })}\n`)
console.log(`${Object.keys(icons).length} drawings written to ${out.pathname}`)
