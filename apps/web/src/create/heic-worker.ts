// iPhone photos where the browser has no HEIC decoder: libheif (wasm) in a worker of its own, so
// its megabytes load only for HEIC files.
import '@huey/contracts/no-eval'
import { photoMessages } from '@huey/contracts'
import { expose, transfer } from 'comlink'
import { IntakeError, MAX_PHOTO_PIXELS, type PhotoPixels, scaleToPuzzle } from './intake'

const heicApi = {
  async decode(photo: Blob): Promise<PhotoPixels> {
    const { default: heic } = await import('heic-decode')
    const images = await heic
      .all({ buffer: new Uint8Array(await photo.arrayBuffer()) })
      .catch(() => {
        throw new IntakeError(photoMessages.corrupt)
      })
    try {
      const [first] = images
      if (!first) throw new IntakeError(photoMessages.corrupt)
      if (first.width * first.height > MAX_PHOTO_PIXELS) {
        throw new IntakeError(photoMessages.tooManyPixels)
      }
      const decoded = await first.decode().catch(() => {
        throw new IntakeError(photoMessages.corrupt)
      })
      const full = new ImageData(new Uint8ClampedArray(decoded.data), decoded.width, decoded.height)
      const bitmap = await createImageBitmap(full)
      const pixels = scaleToPuzzle(bitmap, bitmap.width, bitmap.height)
      bitmap.close()
      return transfer(pixels, [pixels.data.buffer])
    } finally {
      images.dispose()
    }
  },
}

export type HeicApi = typeof heicApi
expose(heicApi)
