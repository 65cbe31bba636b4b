/** How much of a file's start is read for its EXIF block (it sits before the image data). */
const HEAD_BYTES = 128 * 1024
const EXIF_IFD_POINTER = 0x8769
const DATE_TIME_ORIGINAL = 0x9003

/** Where the TIFF block of a JPEG's EXIF segment (APP1 "Exif\0\0") starts, or -1. */
function tiffStart(bytes: Uint8Array, view: DataView): number {
  if (view.getUint16(0) !== 0xffd8) return -1
  let at = 2
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number
    const length = view.getUint16(at + 2)
    const isExif =
      marker === 0xe1 && at + 10 <= bytes.length && view.getUint32(at + 4) === 0x45786966
    if (isExif) return at + 10
    if (marker === 0xda) return -1
    at += 2 + length
  }
  return -1
}

/** The value offset of `tag` in the IFD at `ifd` (offsets from `tiff`), or -1. */
function findTag(view: DataView, tiff: number, ifd: number, tag: number, little: boolean): number {
  const at = tiff + ifd
  if (at + 2 > view.byteLength) return -1
  const count = view.getUint16(at, little)
  for (let i = 0; i < count; i++) {
    const entry = at + 2 + i * 12
    if (entry + 12 > view.byteLength) return -1
    if (view.getUint16(entry, little) === tag) return entry + 8
  }
  return -1
}

/**
 * When a JPEG says it was taken (EXIF DateTimeOriginal, "2026:03:12 14:05:09", camera local
 * time), or null when it does not say or the bytes are not a JPEG with EXIF.
 */
export function exifTakenAt(bytes: Uint8Array): Date | null {
  if (bytes.length < 16) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tiff = tiffStart(bytes, view)
  if (tiff < 0 || tiff + 8 > bytes.length) return null
  const order = view.getUint16(tiff)
  if (order !== 0x4949 && order !== 0x4d4d) return null
  const little = order === 0x4949
  const ifd0 = view.getUint32(tiff + 4, little)
  const pointer = findTag(view, tiff, ifd0, EXIF_IFD_POINTER, little)
  if (pointer < 0) return null
  const exifIfd = view.getUint32(pointer, little)
  const value = findTag(view, tiff, exifIfd, DATE_TIME_ORIGINAL, little)
  if (value < 0) return null
  const start = tiff + view.getUint32(value, little)
  if (start + 19 > bytes.length) return null
  const text = String.fromCharCode(...bytes.subarray(start, start + 19))
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[]
  const date = new Date(y as number, (mo as number) - 1, d, h, mi, s)
  return Number.isNaN(date.getTime()) || (y as number) < 1900 ? null : date
}

/** When a photo was taken: its EXIF date when it has one, else when the file was last changed. */
export async function photoTakenAt(file: Blob & { readonly lastModified?: number }): Promise<Date> {
  try {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
    const taken = exifTakenAt(head)
    if (taken) return taken
  } catch {
    // An unreadable head has no date: the file's own time stands in.
  }
  return new Date(file.lastModified ?? Date.now())
}
