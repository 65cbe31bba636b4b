import sharp from 'sharp'

export const HASH_BITS = 256

/**
 * A perceptual hash of a picture (any image sharp reads, SVG included): a difference hash of its
 * lightness (64 bits: where it gets lighter or darker) and an average hash of each colour channel
 * (3 x 64 bits: where its colours are). Pictures alike at a glance are a few bits apart.
 */
export async function perceptualHash(input: Buffer): Promise<Uint8Array> {
  const image = sharp(input, { density: 8 }).removeAlpha()
  const grey = await image.clone().resize(9, 8, { fit: 'fill' }).grayscale().raw().toBuffer()
  const colour = await image.clone().resize(8, 8, { fit: 'fill' }).raw().toBuffer()
  const bits = new Uint8Array(HASH_BITS)
  for (let p = 0; p < 64; p++) {
    const at = Math.floor(p / 8) * 9 + (p % 8)
    bits[p] = (grey[at] as number) > (grey[at + 1] as number) ? 1 : 0
  }
  for (let ch = 0; ch < 3; ch++) {
    let mean = 0
    for (let p = 0; p < 64; p++) mean += (colour[p * 3 + ch] as number) / 64
    for (let p = 0; p < 64; p++)
      bits[64 + ch * 64 + p] = (colour[p * 3 + ch] as number) > mean ? 1 : 0
  }
  return bits
}

/** The two pictures with the closest hashes, and how many bits apart they are. */
export function closestPair(hashes: readonly Uint8Array[]): { bits: number; a: number; b: number } {
  let closest = { bits: HASH_BITS, a: -1, b: -1 }
  for (let i = 0; i < hashes.length; i++)
    for (let j = i + 1; j < hashes.length; j++) {
      const x = hashes[i] as Uint8Array
      const y = hashes[j] as Uint8Array
      let d = 0
      for (let k = 0; k < HASH_BITS; k++) d += x[k] === y[k] ? 0 : 1
      if (d < closest.bits) closest = { bits: d, a: i, b: j }
    }
  return closest
}
