import { z } from 'zod'
import { difficultySchema } from './catalog'

/** Photos bigger than this are refused on the device. */
export const PHOTO_MAX_BYTES = 30 * 1024 * 1024
/** Uploads to `POST /images/process` bigger than this are refused. */
export const PROCESS_UPLOAD_MAX_BYTES = 20 * 1024 * 1024
/** Photos are made into puzzles at most this many pixels on their long side. */
export const PUZZLE_MAX_SIDE = 1200

/** `POST /images/process?difficulty=hard`: the engine preset to use (medium by default). */
export const processQuerySchema = z.object({ difficulty: difficultySchema.default('medium') })
export type ProcessQuery = z.infer<typeof processQuerySchema>

/** The seed of every puzzle made from a photo, on the device and on the server: one photo, one puzzle. */
export const PUZZLE_SEED = 7

/**
 * A puzzle as the engine hands it on, wherever it was made (the device's worker, the server's
 * photo queue, the catalogue's cutter): what MyDb's svgData store keeps, and its region count, so
 * no one counts `data-region` in the SVG. `POST /images/process` answers it.
 */
export const madePuzzleSchema = z.object({
  svgData: z.string().min(1),
  colors: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).min(1),
  regions: z.number().int().min(1),
})
export type MadePuzzle = z.infer<typeof madePuzzleSchema>

// In a module of its own: the app's words need them without the schemas above.
export { photoMessages } from './photo-messages'

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic'

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

/**
 * The photo format a file's first bytes announce, or null for anything else; the file name and
 * the MIME type a browser guesses are not trusted.
 *
 * @example
 * photoFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'jpeg'
 */
export function photoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brands = ascii(bytes, 8, Math.min(32, bytes.length - 8))
    if (/heic|heix|hevc|hevx|heim|heis|mif1|msf1/.test(brands)) return 'heic'
  }
  return null
}

/** Puzzles kept on the server per user, made from their photos. */
export const CREATIONS_MAX_PER_USER = 500

/** Ids of pictures made on a device: `own-` and a time-and-random suffix. */
export const creationIdSchema = z
  .string()
  .regex(/^own-[a-z0-9-]{1,60}$/, 'Not a created picture id.')

/** A puzzle the user made from a photo, as its list shows it. */
export const creationSummarySchema = z.object({
  imageId: creationIdSchema,
  title: z.string().trim().min(1).max(120),
  difficulty: difficultySchema,
  regions: z.number().int().min(1).max(20_000),
  createdAt: z.iso.datetime({ offset: true }),
})
export type CreationSummary = z.infer<typeof creationSummarySchema>

/** The whole puzzle (never the photo): `GET` and `PUT /works/puzzles/:imageId`. */
export const creationSchema = creationSummarySchema.extend({
  svgData: z
    .string()
    .min(1)
    .max(8 * 1024 * 1024),
  colors: z
    .array(z.string().regex(/^#[0-9a-f]{6}$/i))
    .min(1)
    .max(64),
  thumbnail: z
    .string()
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/)
    .max(500_000),
})
export type Creation = z.infer<typeof creationSchema>

export const creationBodySchema = creationSchema.omit({ imageId: true })
export const creationParamsSchema = z.object({ imageId: creationIdSchema })

const sofMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
])

/**
 * The size a JPEG, PNG or WebP declares in its header, read before decoding so a small file
 * that would unpack to gigabytes (a decompression bomb) is refused first; null when the header
 * does not say (HEIC, damaged, or a JPEG whose frame header lies past `bytes`).
 *
 * @example
 * declaredSize(firstBytesOfPng) // { width: 768, height: 512 }
 */
export function declaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const format = photoFormat(bytes)
  if (format === 'png' && bytes.length >= 24) {
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (format === 'webp' && bytes.length >= 30) {
    const chunk = ascii(bytes, 12, 4)
    if (chunk === 'VP8 ') {
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
    }
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true)
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X') {
      const u24 = (at: number) =>
        ((bytes[at] as number) |
          ((bytes[at + 1] as number) << 8) |
          ((bytes[at + 2] as number) << 16)) +
        1
      const width = u24(24)
      const height = u24(27)
      return { width, height }
    }
  }
  if (format === 'jpeg') {
    let at = 2
    while (at + 9 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1] as number
      if (sofMarkers.has(marker)) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
      }
      at += 2 + view.getUint16(at + 2)
    }
  }
  return null
}
