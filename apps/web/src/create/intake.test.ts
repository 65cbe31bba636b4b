import { declaredSize, PHOTO_MAX_BYTES, photoFormat } from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import { fileProblem, IntakeError, sniffPhoto, targetSize } from './intake'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  )

describe('fileProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000, name: 'a.jpg' }, null],
    [{ type: 'image/png', size: 1000, name: 'a.png' }, null],
    [{ type: 'image/webp', size: 1000, name: 'a.webp' }, null],
    [{ type: 'image/heic', size: 1000, name: 'IMG_0001.HEIC' }, null],
    [{ type: '', size: 1000, name: 'IMG_0001.HEIC' }, null],
    [{ type: 'image/gif', size: 1000, name: 'a.gif' }, 'Choose a photo: JPEG, PNG, WebP or HEIC.'],
    [
      { type: 'image/svg+xml', size: 99, name: 'a.svg' },
      'Choose a photo: JPEG, PNG, WebP or HEIC.',
    ],
    [{ type: '', size: 1000, name: 'notes' }, 'Choose a photo: JPEG, PNG, WebP or HEIC.'],
    [
      { type: 'application/pdf', size: 1000, name: 'a.pdf' },
      'Choose a photo: JPEG, PNG, WebP or HEIC.',
    ],
    [
      { type: 'image/png', size: PHOTO_MAX_BYTES + 1, name: 'big.png' },
      'This photo is over 30 MB. Choose a smaller one.',
    ],
    [{ type: 'image/png', size: 0, name: 'empty.png' }, 'This file is empty.'],
  ])('judges %o', (file, problem) => {
    expect(fileProblem(file)).toBe(problem)
  })

  it('accepts a photo of exactly 30 MB', () => {
    expect(fileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES, name: 'a.jpg' })).toBeNull()
  })
})

describe('photo formats from the first bytes', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe1)],
    ['png', bytes(0x89, 'PNG\r\n', 0x1a, '\n')],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['heic', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic')],
    ['heic', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1heic')],
    [null, bytes('GIF89a')],
    [null, bytes('<svg xmlns=')],
    [null, bytes(0, 0, 0, 0x18, 'ftypisom')],
    [null, bytes()],
  ])('reads %s', (format, head) => {
    expect(photoFormat(head)).toBe(format)
  })

  it('refuses a file named .jpg whose bytes are not a photo', async () => {
    const fake = new Blob(['%PDF-1.7 not a photo'], { type: 'image/jpeg' })
    await expect(sniffPhoto(fake)).rejects.toThrow(IntakeError)
    await expect(sniffPhoto(fake)).rejects.toThrow('Choose a photo: JPEG, PNG, WebP or HEIC.')
  })
})

describe('targetSize', () => {
  it('scales large photos down to 1200 px on the long side and keeps small ones', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 1200, height: 900 })
    expect(targetSize(3024, 4032)).toEqual({ width: 900, height: 1200 })
    expect(targetSize(640, 480)).toEqual({ width: 640, height: 480 })
    expect(targetSize(20_000, 1)).toEqual({ width: 1200, height: 1 })
  })
})

describe('declared sizes, read before decoding', () => {
  const png = (width: number, height: number) => {
    const head = new Uint8Array(33)
    head.set(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13, 'IHDR'))
    new DataView(head.buffer).setUint32(16, width)
    new DataView(head.buffer).setUint32(20, height)
    return head
  }
  const jpeg = (width: number, height: number) => {
    const exif = bytes(0xff, 0xe1, 0, 8, 'Exif', 0, 0)
    const sof = bytes(0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 3)
    return new Uint8Array([...bytes(0xff, 0xd8), ...exif, ...sof])
  }
  const webpX = (width: number, height: number) => {
    const head = new Uint8Array(30)
    head.set(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8X'))
    const view = new DataView(head.buffer)
    view.setUint32(24, (width - 1) & 0xffffff, true)
    head[27] = (height - 1) & 0xff
    head[28] = ((height - 1) >> 8) & 0xff
    head[29] = ((height - 1) >> 16) & 0xff
    return head
  }

  it.each([
    ['PNG', png(768, 512)],
    ['JPEG after its EXIF block', jpeg(768, 512)],
    ['WebP (extended)', webpX(768, 512)],
  ])('reads a %s header', (_name, head) => {
    expect(declaredSize(head)).toEqual({ width: 768, height: 512 })
  })

  it.each([
    ['PNG', png(30_000, 30_000)],
    ['JPEG', jpeg(65_000, 65_000)],
    ['WebP', webpX(16_000, 16_000)],
  ])('refuses a %s declaring too many pixels without decoding it', async (_name, head) => {
    await expect(sniffPhoto(new Blob([head as BlobPart]))).rejects.toThrow(
      'This photo has too many pixels to open.',
    )
  })
})
