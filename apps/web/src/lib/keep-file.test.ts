import { describe, expect, it, vi } from 'vitest'
import { fileName, type Keepable, keepFile, type ShareTarget } from './keep-file'

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
const picture = (title: string): Keepable => ({
  blob: png,
  name: fileName(title, 'huey-painting', 'png'),
  title: title || 'My painting',
})

function target(overrides: Partial<ShareTarget> = {}): ShareTarget {
  return {
    native: false,
    writeCacheFile: vi.fn(async (name: string) => `file:///cache/${name}`),
    shareFiles: vi.fn(async () => undefined),
    download: vi.fn(),
    ...overrides,
  }
}

describe('keepFile', () => {
  it('on a phone, writes the file to the cache and opens the share sheet with it, to save or share', async () => {
    for (const how of ['save', 'share'] as const) {
      const t = target({ native: true })
      expect(await keepFile(t, picture('Rolling Hills'), how)).toBe('shared')
      expect(t.writeCacheFile).toHaveBeenCalledWith('rolling-hills.png', btoa('\x89PNG'))
      expect(t.shareFiles).toHaveBeenCalledWith('Rolling Hills', [
        'file:///cache/rolling-hills.png',
      ])
    }
  })

  it('in a browser that shares files, shares through the Web Share API with the file type kept', async () => {
    const webShare = vi.fn(async (_file: File, _title: string) => undefined)
    const t = target({ webShare, canWebShare: () => true })
    expect(await keepFile(t, picture('Sun'), 'share')).toBe('shared')
    const [file, title] = webShare.mock.calls[0] ?? []
    expect([file?.name, file?.type, title]).toEqual(['sun.png', 'image/png', 'Sun'])
    expect(t.download).not.toHaveBeenCalled()
  })

  it('downloads where the browser cannot share files, and always when saving in a browser', async () => {
    const t = target({ canWebShare: () => true, webShare: vi.fn() })
    expect(await keepFile(t, picture('Night Sky!'), 'save')).toBe('saved')
    expect(t.download).toHaveBeenCalledWith(png, 'night-sky.png')
    const noShare = target({ canWebShare: () => false, webShare: vi.fn() })
    expect(await keepFile(noShare, picture(''), 'share')).toBe('saved')
    expect(noShare.download).toHaveBeenCalledWith(png, 'huey-painting.png')
  })

  it('treats a closed share sheet as cancelled, not as an error', async () => {
    const t = target({
      native: true,
      shareFiles: vi.fn(async () => {
        throw new Error('Share canceled')
      }),
    })
    expect(await keepFile(t, picture('Sun'), 'share')).toBe('cancelled')
  })

  it('passes on a failure that is not a cancel', async () => {
    const t = target({
      native: true,
      writeCacheFile: vi.fn(async () => {
        throw new Error('Disk full')
      }),
    })
    await expect(keepFile(t, picture('Sun'), 'save')).rejects.toThrow('Disk full')
  })
})
