import sharp from 'sharp'
import { ownSize } from './cut-art'
import { THUMBNAIL_SIZE } from './make-puzzle'

/**
 * A listed picture's first thumbnails (WebP, base64, 1x and 2x), drawn straight from its art:
 * a tenth of the work of making its puzzle, so the whole catalogue shows in the gallery within
 * minutes of a first start. Making the picture replaces them with its painted thumbnails.
 */
export async function artThumbnails(
  svg: string,
): Promise<{ thumbnail: string; thumbnail2x: string }> {
  const own = ownSize(svg) ?? { width: THUMBNAIL_SIZE * 2, height: THUMBNAIL_SIZE * 2 }
  const density = (72 * THUMBNAIL_SIZE * 2) / Math.max(own.width, own.height)
  const large = await sharp(Buffer.from(svg), { density })
    .flatten({ background: '#ffffff' })
    .resize(THUMBNAIL_SIZE * 2, THUMBNAIL_SIZE * 2, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const painting = sharp(large.data, {
    raw: { width: large.info.width, height: large.info.height, channels: large.info.channels },
  })
  const encode = (size: number) =>
    painting
      .clone()
      .resize(size, size, { fit: 'inside' })
      .webp({ quality: 80, effort: 2 })
      .toBuffer()
      .then((b) => b.toString('base64'))
  const [thumbnail, thumbnail2x] = await Promise.all([
    encode(THUMBNAIL_SIZE),
    encode(THUMBNAIL_SIZE * 2),
  ])
  return { thumbnail, thumbnail2x }
}
