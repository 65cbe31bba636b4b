// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { exifTakenAt, photoTakenAt } from './photo-date'

/** A JPEG's start with an EXIF block holding DateTimeOriginal, in either byte order. */
function jpegWithExif(taken: string, little: boolean): Uint8Array<ArrayBuffer> {
  const tiff = new DataView(new ArrayBuffer(64))
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d)
  tiff.setUint16(2, 42, little)
  tiff.setUint32(4, 8, little)
  /** A directory of one entry at `at`: tag, type, count, value (or where the value is). */
  const oneEntryIfd = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.setUint16(at, 1, little)
    tiff.setUint16(at + 2, tag, little)
    tiff.setUint16(at + 4, type, little)
    tiff.setUint32(at + 6, count, little)
    tiff.setUint32(at + 10, value, little)
  }
  // IFD0 points to the EXIF IFD at 26, which holds DateTimeOriginal, 20 ASCII bytes at 44.
  oneEntryIfd(8, 0x8769, 4, 1, 26)
  oneEntryIfd(26, 0x9003, 2, 20, 44)
  const body = new Uint8Array(tiff.buffer)
  body.set(new TextEncoder().encode(`${taken}\0`), 44)
  const app1Length = 2 + 6 + body.length
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    app1Length >> 8,
    app1Length & 0xff,
    ...new TextEncoder().encode('Exif'),
    0,
    0,
    ...body,
    0xff,
    0xd9,
  ])
}

describe('when a photo was taken', () => {
  it.each([true, false])('reads EXIF DateTimeOriginal (little-endian %s)', (little) => {
    expect(exifTakenAt(jpegWithExif('2026:03:12 14:05:09', little))).toEqual(
      new Date(2026, 2, 12, 14, 5, 9),
    )
  })

  it('has no date for a PNG, a JPEG without EXIF, or a blank EXIF date', () => {
    expect(
      exifTakenAt(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeNull()
    expect(
      exifTakenAt(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeNull()
    expect(exifTakenAt(jpegWithExif('    :  :     :  :  ', true))).toBeNull()
  })

  it('falls back to the file’s own time', async () => {
    const lastModified = Date.UTC(2025, 6, 4, 12)
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kodim05.png', {
      type: 'image/png',
      lastModified,
    })
    expect((await photoTakenAt(png)).getTime()).toBe(lastModified)
    const jpeg = new File([jpegWithExif('2024:12:31 23:59:00', false)], 'IMG_1.jpg', {
      lastModified,
    })
    expect(await photoTakenAt(jpeg)).toEqual(new Date(2024, 11, 31, 23, 59, 0))
  })
})
