import { PUZZLE_MAX_SIDE, photoFormat, photoMessages } from '@huey/contracts'
import type { RgbaImage } from '@huey/pbn'
import sharp from 'sharp'
import { HttpError } from '../lib/http-error'

/** Decompression bombs stop here: a photo declaring more pixels is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000

const refuse = (status: number, message: string, cause?: unknown) =>
  new HttpError(status, message, {}, cause)

/**
 * An uploaded photo as RGBA pixels at the size the engine works at: the format is read from its
 * bytes, EXIF orientation applied, the long side brought down to PUZZLE_MAX_SIDE. Anything that is
 * not a photo, is damaged or declares too many pixels is a 4xx, never a crash.
 */
export async function decodePhoto(bytes: Buffer): Promise<RgbaImage> {
  if (bytes.length === 0) throw refuse(400, photoMessages.empty)
  const format = photoFormat(bytes)
  if (!format) throw refuse(415, photoMessages.unsupported)
  const heic = format === 'heic' ? await decodeHeic(bytes) : null
  try {
    const photo = heic
      ? sharp(heic.pixels, { raw: heic.raw })
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { data, info } = await photo
      .rotate()
      .resize(PUZZLE_MAX_SIDE, PUZZLE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refuse(413, photoMessages.tooManyPixels, error)
    }
    throw refuse(422, photoMessages.corrupt, error)
  }
}

interface RawPixels {
  readonly pixels: Buffer
  readonly raw: { readonly width: number; readonly height: number; readonly channels: 4 }
}

/** iPhone photos: sharp's prebuilt libvips reads AVIF but not HEVC, so libheif (wasm) decodes them,
 * after checking the declared size. */
async function decodeHeic(bytes: Buffer): Promise<RawPixels> {
  const { default: heic } = await import('heic-decode')
  let images: Awaited<ReturnType<typeof heic.all>>
  try {
    images = await heic.all({ buffer: bytes })
  } catch (error) {
    throw refuse(422, photoMessages.corrupt, error)
  }
  try {
    const [first] = images
    if (!first) throw refuse(422, photoMessages.corrupt)
    if (first.width * first.height > MAX_INPUT_PIXELS)
      throw refuse(413, photoMessages.tooManyPixels)
    const { width, height, data } = await first.decode().catch((error: unknown) => {
      throw refuse(422, photoMessages.corrupt, error)
    })
    return {
      pixels: Buffer.from(data.buffer, data.byteOffset, data.length),
      raw: { width, height, channels: 4 },
    }
  } finally {
    images.dispose()
  }
}
