import {
  declaredSize,
  PHOTO_MAX_BYTES,
  type PhotoFormat,
  PUZZLE_MAX_SIDE,
  photoFormat,
  photoMessages,
} from '@huey/contracts'

/** A photo as pixels at the size the engine works at. */
export interface PhotoPixels {
  readonly data: Uint8ClampedArray
  readonly width: number
  readonly height: number
}

/** A photo that cannot be used; the message is for people. */
export class IntakeError extends Error {
  override readonly name = 'IntakeError'
}

/** This browser has no HEIC decoder of its own (only Safari has): libheif has to do it. */
export class HeicNotDecoded extends Error {
  override readonly name = 'HeicNotDecoded'
}

/** Decoding stops here: a photo with more pixels is refused (a 12-megapixel photo has 12 million). */
export const MAX_PHOTO_PIXELS = 40_000_000

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']

/** What is wrong with a chosen file before reading it, or null. */
export function fileProblem(file: {
  readonly type: string
  readonly size: number
  readonly name: string
}): string | null {
  const type = file.type || (/\.hei[cf]$/i.test(file.name) ? 'image/heic' : '')
  if (!acceptedTypes.includes(type)) return photoMessages.unsupported
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge
  if (file.size === 0) return photoMessages.empty
  return null
}

/** The size to process a photo at: its own, or scaled down so its long side is PUZZLE_MAX_SIDE. */
export function targetSize(
  width: number,
  height: number,
  max = PUZZLE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * The format the file's first bytes announce (the name and the browser's guess are not trusted),
 * after checking the size its header declares: a decompression bomb is refused before decoding.
 */
export async function sniffPhoto(photo: Blob): Promise<PhotoFormat> {
  // JPEG frame headers come after EXIF, which can hold a thumbnail: read well past it.
  const head = new Uint8Array(await photo.slice(0, 256 * 1024).arrayBuffer())
  const format = photoFormat(head)
  if (!format) throw new IntakeError(photoMessages.unsupported)
  const size = declaredSize(head)
  if (size && size.width * size.height > MAX_PHOTO_PIXELS) {
    throw new IntakeError(photoMessages.tooManyPixels)
  }
  if (size && (size.width === 0 || size.height === 0)) throw new IntakeError(photoMessages.corrupt)
  return format
}

/** Draws a decoded photo at the engine's size (high-quality downscaling) and reads its pixels. */
export function scaleToPuzzle(
  source: CanvasImageSource,
  width: number,
  height: number,
): PhotoPixels {
  if (width * height > MAX_PHOTO_PIXELS) throw new IntakeError(photoMessages.tooManyPixels)
  const size = targetSize(width, height)
  const canvas = new OffscreenCanvas(size.width, size.height)
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new IntakeError(photoMessages.corrupt)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(source, 0, 0, size.width, size.height)
  const { data } = ctx.getImageData(0, 0, size.width, size.height)
  return { data, width: size.width, height: size.height }
}

/**
 * Decodes a photo off the main thread (call it in a worker), EXIF orientation honoured, scaled
 * down for the engine. HEIC decodes where the browser can (Safari); elsewhere HeicNotDecoded
 * tells the caller to use the libheif worker.
 */
export async function decodePhoto(photo: Blob): Promise<PhotoPixels> {
  const format = await sniffPhoto(photo)
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' })
  } catch {
    if (format === 'heic') throw new HeicNotDecoded('This browser cannot decode HEIC.')
    throw new IntakeError(photoMessages.corrupt)
  }
  try {
    return scaleToPuzzle(bitmap, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}
