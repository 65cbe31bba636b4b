import { describe, expect, it } from 'vitest'
import { exifTakenAt, photoTakenAt } from './photo-date'

/** A JPEG's start with an EXIF block holding DateTimeOriginal, in either byte order. */
function jpegWithExif(taken: string, little: boolean): Uint8Array<ArrayBuffer> {
  const tiff = new DataView(new ArrayBuffer(64))
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d)
  tiff.setUint16(2, 42, little)
  tiff.setUint32(4, 8, little)
  // IFD0: one entry, the pointer to the EXIF IFD at 26.
  tiff.setUint16(8, 1, little)
  tiff.setUint16(10, 0x8769, little)
  tiff.setUint16(12, 4, little)
  tiff.setUint32(14, 1, little)
  tiff.setUint32(18, 26, little)
  // EXIF IFD: DateTimeOriginal, 20 ASCII bytes at 44.
  tiff.setUint16(26, 1, little)
  tiff.setUint16(28, 0x9003, little)
  tiff.setUint16(30, 2, little)
  tiff.setUint32(32, 20, little)
  tiff.setUint32(36, 44, little)
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
