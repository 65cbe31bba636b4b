/** What sharing needs from the platform: the native plugins, or the browser. */
export interface ShareTarget {
  /** Running as the iOS or Android app. */
  readonly native: boolean
  /** Native: writes the PNG to the app's cache and answers its file URI. */
  writeCacheFile(name: string, base64: string): Promise<string>
  /** Native: the system share sheet with these files (Capacitor Share). */
  shareFiles(title: string, files: readonly string[]): Promise<void>
  /** Web: the Web Share API, when it can share this file. */
  webShare?(file: File, title: string): Promise<void>
  canWebShare?(file: File): boolean
  /** Web: a download of the file. */
  download(blob: Blob, name: string): void
}

export type ShareOutcome = 'shared' | 'saved' | 'cancelled'

/** A file name people recognise: the title, lower case, dashes. */
export function pictureFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'huey-painting'}.png`
}

/** A blob as base64, in chunks small enough for `String.fromCharCode`'s argument limit. */
export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/** Whether a share sheet's error is the person closing it. */
export const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || /cancel/i.test(error.message))

/**
 * Shares a finished (or in-progress) picture as a PNG: the share sheet of the phone through
 * Capacitor Share, the Web Share API in browsers that can share files, and a download otherwise.
 */
export async function sharePicture(
  target: ShareTarget,
  png: Blob,
  title: string,
): Promise<ShareOutcome> {
  const name = pictureFileName(title)
  try {
    if (target.native) {
      const uri = await target.writeCacheFile(name, await toBase64(png))
      await target.shareFiles(title || 'My painting', [uri])
      return 'shared'
    }
    const file = new File([png], name, { type: 'image/png' })
    if (target.webShare && target.canWebShare?.(file)) {
      await target.webShare(file, title || 'My painting')
      return 'shared'
    }
  } catch (error) {
    if (isCancel(error)) return 'cancelled'
    throw error
  }
  target.download(png, name)
  return 'saved'
}

/**
 * Saves the picture as a PNG: a download in the browser; on a phone, the share sheet, whose
 * "Save image" and "Save to Files" are where people keep pictures.
 */
export async function savePicture(
  target: ShareTarget,
  png: Blob,
  title: string,
): Promise<ShareOutcome> {
  if (target.native) return sharePicture(target, png, title)
  target.download(png, pictureFileName(title))
  return 'saved'
}
