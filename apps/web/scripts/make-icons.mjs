// `node scripts/make-icons.mjs`: renders public/favicon.svg into the PNG icons the web app manifest
// and iOS ask for (public/icons/). Run again after the logo changes; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url))
const out = new URL('../public/icons/', import.meta.url)
mkdirSync(out, { recursive: true })
const purple = '#6c4cf1'

/** The logo as it is (rounded corners on transparency), `size` pixels square. */
async function plain(size, name) {
  await sharp(logo, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(new URL(name, out).pathname)
}

/**
 * A full-bleed square: the platforms cut their own shape (circle, squircle), so the artwork keeps
 * to the middle 80% (the maskable safe zone) on the logo's purple.
 */
async function fullBleed(size, name) {
  const inner = Math.round(size * 0.8)
  const art = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  await sharp({ create: { width: size, height: size, channels: 4, background: purple } })
    .composite([{ input: art, gravity: 'center' }])
    .png()
    .toFile(new URL(name, out).pathname)
}

await plain(192, 'icon-192.png')
await plain(512, 'icon-512.png')
await plain(96, 'shortcut-96.png')
await fullBleed(512, 'maskable-512.png')
await fullBleed(192, 'maskable-192.png')
// iOS draws no transparency: the full-bleed square, which it rounds itself.
await fullBleed(180, 'apple-touch-icon-180.png')
