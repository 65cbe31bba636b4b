import { isCancel, toBase64 } from '../lib/share-picture'
/** What keeping a PDF needs from the platform: the native plugins, or the browser. */
export interface PdfTarget {
  /** Running as the iOS or Android app. */
  readonly native: boolean
  /** Native: writes the file to the app's cache and answers its URI. */
  writeCacheFile(name: string, base64: string): Promise<string>
  /** Native: the system share sheet (Capacitor Share), whose "Save to Files" keeps it. */
  shareFiles(title: string, files: readonly string[]): Promise<void>
  /** Web: the Web Share API, when it can share this file. */
  canWebShare?(file: File): boolean
  webShare?(file: File, title: string): Promise<void>
  /** Web: a download of the file. */
  download(blob: Blob, name: string): void
}

export type PdfOutcome = 'shared' | 'saved' | 'cancelled'

/** `sunny-meadow-kit.pdf` from the picture's title. */
export function kitFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'huey'}-kit.pdf`
}

/**
 * Keeps the kit as the PNG of a picture is kept: `share` opens the phone's share sheet or the Web
 * Share API where the browser can share files; `save` downloads it in a browser and opens the
 * share sheet on a phone. Anything that cannot share downloads.
 */
export async function keepPdf(
  target: PdfTarget,
  pdf: Blob,
  title: string,
  how: 'save' | 'share',
): Promise<PdfOutcome> {
  const name = kitFileName(title)
  const label = `${title || 'Huey'} paint kit`
  try {
    if (target.native) {
      const uri = await target.writeCacheFile(name, await toBase64(pdf))
      await target.shareFiles(label, [uri])
      return 'shared'
    }
    const file = new File([pdf], name, { type: 'application/pdf' })
    if (how === 'share' && target.webShare && target.canWebShare?.(file)) {
      await target.webShare(file, label)
      return 'shared'
    }
  } catch (error) {
    if (isCancel(error)) return 'cancelled'
    throw error
  }
  target.download(pdf, name)
  return 'saved'
}
