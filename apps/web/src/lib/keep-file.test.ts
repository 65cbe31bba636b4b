import { describe, expect, it, vi } from 'vitest'
import { pictureFileName, type ShareTarget, savePicture, sharePicture } from './share-picture'

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })

function target(overrides: Partial<ShareTarget> = {}): ShareTarget {
  return {
    native: false,
    writeCacheFile: vi.fn(async (name: string) => `file:///cache/${name}`),
    shareFiles: vi.fn(async () => undefined),
    download: vi.fn(),
    ...overrides,
  }
}

describe('sharePicture', () => {
  it('on a phone, writes the PNG to the cache and opens the share sheet with it', async () => {
    const t = target({ native: true })
    expect(await sharePicture(t, png, 'Rolling Hills')).toBe('shared')
    expect(t.writeCacheFile).toHaveBeenCalledWith('rolling-hills.png', btoa('\x89PNG'))
    expect(t.shareFiles).toHaveBeenCalledWith('Rolling Hills', ['file:///cache/rolling-hills.png'])
  })

  it('in a browser that shares files, uses the Web Share API', async () => {
    const webShare = vi.fn(async () => undefined)
    const t = target({ webShare, canWebShare: () => true })
    expect(await sharePicture(t, png, 'Sun')).toBe('shared')
    expect(webShare).toHaveBeenCalledWith(expect.any(File), 'Sun')
    expect(t.download).not.toHaveBeenCalled()
  })

  it('downloads the PNG where the browser cannot share files', async () => {
    const t = target({ canWebShare: () => false, webShare: vi.fn() })
    expect(await sharePicture(t, png, '')).toBe('saved')
    expect(t.download).toHaveBeenCalledWith(png, 'huey-painting.png')
  })

  it('treats a closed share sheet as cancelled, not as an error', async () => {
    const t = target({
      native: true,
      shareFiles: vi.fn(async () => {
        throw new Error('Share canceled')
      }),
    })
    expect(await sharePicture(t, png, 'Sun')).toBe('cancelled')
  })
})

describe('savePicture', () => {
  it('downloads in the browser under the picture title', async () => {
    const t = target()
    expect(await savePicture(t, png, 'Night Sky!')).toBe('saved')
    expect(t.download).toHaveBeenCalledWith(png, 'night-sky.png')
    expect(pictureFileName('  ')).toBe('huey-painting.png')
  })
})
