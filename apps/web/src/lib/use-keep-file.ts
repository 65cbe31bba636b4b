import { Capacitor } from '@capacitor/core'
import { Directory, Filesystem } from '@capacitor/filesystem'
import { Share } from '@capacitor/share'
import { useMemo } from 'react'
import { i18n } from '../i18n/i18n'
import { fileName, type Keepable, keepFile, type ShareOutcome, type ShareTarget } from './keep-file'

function download(blob: Blob, name: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}

/** The platform as keeping sees it: Capacitor Share and Filesystem on a phone, the browser otherwise. */
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

/** Save and share for anything the app makes (the app's one hook over Capacitor Share). */
export function useKeepFile(): (item: Keepable, how: 'save' | 'share') => Promise<ShareOutcome> {
  return useMemo(() => {
    const target = shareTarget()
    return (item, how) => keepFile(target, item, how)
  }, [])
}

/** A painting's PNG, named after its title. */
const picture = (png: Blob, title: string): Keepable => ({
  blob: png,
  name: fileName(title, 'huey-painting', 'png'),
  title: title || i18n.t('myWorks.painting'),
})

/** Save and share for a picture's PNG. */
export function useShare(): {
  save(png: Blob, title: string): Promise<ShareOutcome>
  share(png: Blob, title: string): Promise<ShareOutcome>
} {
  const keep = useKeepFile()
  return useMemo(
    () => ({
      save: (png, title) => keep(picture(png, title), 'save'),
      share: (png, title) => keep(picture(png, title), 'share'),
    }),
    [keep],
  )
}
