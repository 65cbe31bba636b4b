import { Capacitor } from '@capacitor/core'
import { Directory, Filesystem } from '@capacitor/filesystem'
import { Share } from '@capacitor/share'
import { useMemo } from 'react'
import { type ShareOutcome, type ShareTarget, savePicture, sharePicture } from './share-picture'

function download(blob: Blob, name: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}

/** The platform as sharing sees it: Capacitor Share and Filesystem on a phone, the browser otherwise. */
export function shareTarget(): ShareTarget {
  return {
    native: Capacitor.isNativePlatform(),
    writeCacheFile: async (name, base64) =>
      (await Filesystem.writeFile({ path: name, data: base64, directory: Directory.Cache })).uri,
    shareFiles: async (title, files) => {
      await Share.share({ title, files: [...files], dialogTitle: title })
    },
    canWebShare: (file) =>
      typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] }),
    webShare: (file, title) => navigator.share({ files: [file], title }),
    download,
  }
}

/** Save and share for a picture's PNG (the app's one hook over Capacitor Share). */
export function useShare(): {
  save(png: Blob, title: string): Promise<ShareOutcome>
  share(png: Blob, title: string): Promise<ShareOutcome>
} {
  return useMemo(() => {
    const target = shareTarget()
    return {
      save: (png, title) => savePicture(target, png, title),
      share: (png, title) => sharePicture(target, png, title),
    }
  }, [])
}
