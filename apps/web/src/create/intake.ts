export const MAX_PHOTO_BYTES = 30 * 1024 * 1024
/** Photos are made into puzzles at most this many pixels on their long side. */
export const MAX_PUZZLE_SIDE = 1200

const accepted = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']

export class IntakeError extends Error {
  override readonly name = 'IntakeError'
}

/** What is wrong with a chosen file before decoding it, or null. */
export function fileProblem(file: {
  readonly type: string
  readonly size: number
  readonly name: string
}): string | null {
  const type = file.type || (/\.hei[cf]$/i.test(file.name) ? 'image/heic' : '')
  if (!accepted.includes(type)) return 'Choose a photo: JPEG, PNG, WebP or HEIC.'
  if (file.size > MAX_PHOTO_BYTES) return 'This photo is over 30 MB. Choose a smaller one.'
  if (file.size === 0) return 'This file is empty.'
  return null
}

/** The size to process a photo at: its own, or scaled down so its long side is MAX_PUZZLE_SIDE. */
export function targetSize(
  width: number,
  height: number,
  max = MAX_PUZZLE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * Decodes the photo (EXIF orientation honoured) and scales it down for the engine. HEIC decodes
 * where the browser can (Safari); elsewhere the message says so.
 */
export async function decodePhoto(
  file: File,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const problem = fileProblem(file)
  if (problem) throw new IntakeError(problem)
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new IntakeError(
      /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)
        ? 'This browser cannot open HEIC photos. Use the app on your phone, or choose a JPEG.'
        : 'This photo could not be opened. It may be damaged.',
    )
  }
  const size = targetSize(bitmap.width, bitmap.height)
  const canvas = new OffscreenCanvas(size.width, size.height)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new IntakeError('This photo could not be opened.')
  ctx.drawImage(bitmap, 0, 0, size.width, size.height)
  bitmap.close()
  const { data } = ctx.getImageData(0, 0, size.width, size.height)
  return { data, width: size.width, height: size.height }
}
