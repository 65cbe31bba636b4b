import { describe, expect, it } from 'vitest'
import { declaredSize, photoFormat } from '../src'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )

/** A PNG's signature and IHDR chunk: the size is at bytes 16 to 23. */
const png = (width: number, height: number) => {
  const b = bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', new Array(8).fill(0), [8, 6, 0, 0, 0])
  new DataView(b.buffer).setUint32(16, width)
  new DataView(b.buffer).setUint32(20, height)
  return b
}

describe('photo format', () => {
  it('goes by the first bytes, whatever the file is called', () => {
    expect(photoFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(photoFormat(png(1, 1))).toBe('png')
    expect(photoFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
    expect(photoFormat(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe('heic')
    expect(photoFormat(bytes('GIF89a'))).toBeNull()
    expect(photoFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
  })
})

describe('declared size', () => {
  it("reads a PNG's size from its header, before anything is decoded", () => {
    expect(declaredSize(png(40_000, 30_000))).toEqual({ width: 40_000, height: 30_000 })
  })

  it("reads a JPEG's frame header past the segments before it", () => {
    const app0 = [0xff, 0xe0, 0, 4, 0, 0]
    const sof0 = [0xff, 0xc0, 0, 11, 8, 0x02, 0x00, 0x03, 0x00, 3, 0]
    expect(declaredSize(bytes([0xff, 0xd8], app0, sof0))).toEqual({ width: 768, height: 512 })
  })

  it('says nothing when the header does not tell', () => {
    expect(declaredSize(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull()
    expect(declaredSize(bytes('GIF89a'))).toBeNull()
  })
})
