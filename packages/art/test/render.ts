// Renders variants to PNG to look at: npx tsx packages/art/test/render.ts <style> [filter] [seed]
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { styles } from '../src/styles'

const [styleId, filter = '', seedArg = '1'] = process.argv.slice(2)
const style = styles.find((s) => s.id === styleId)
if (!style) throw new Error(`No style ${styleId}: ${styles.map((s) => s.id).join(', ')}`)
mkdirSync('/tmp/art', { recursive: true })
for (const v of style.variants.filter((x) => x.key.includes(filter))) {
  const svg = v.draw(Number(seedArg))
  const out = `/tmp/art/${style.id}-${v.key}-${seedArg}.png`
  writeFileSync(out.replace('.png', '.svg'), svg)
  await sharp(Buffer.from(svg), { density: 36 }).png().toFile(out)
  console.log(out)
}
