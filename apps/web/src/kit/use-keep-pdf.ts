import { Capacitor } from '@capacitor/core'
import { Directory, Filesystem } from '@capacitor/filesystem'
import { Share } from '@capacitor/share'
import { useMemo } from 'react'
import { keepPdf, type PdfOutcome, type PdfTarget } from './save-pdf'

function download(blob: Blob, name: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}

function pdfTarget(): PdfTarget {
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

/** Save and share for a kit's PDF (the kit feature's one hook over Capacitor). */
export function useKeepPdf(): (
  pdf: Blob,
  title: string,
  how: 'save' | 'share',
) => Promise<PdfOutcome> {
  return useMemo(() => {
    const target = pdfTarget()
    return (pdf, title, how) => keepPdf(target, pdf, title, how)
  }, [])
}
