/** What keeping a file needs from the platform: the native plugins, or the browser. */
export interface ShareTarget {
  /** Running as the iOS or Android app. */
  readonly native: boolean
  /** Native: writes the file to the app's cache and answers its file URI. */
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

/** Something made in the app to keep: a painting's PNG, a kit's PDF, a time-lapse video. */
export interface Keepable {
  readonly blob: Blob
  /** The file's name, as `fileName` makes it. */
  readonly name: string
  /** What the share sheet says it is. */
  readonly title: string
}

/** A file name people recognise: the title, lower case, dashes, or `fallback` when that is empty. */
export function fileName(title: string, fallback: string, extension: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || fallback}.${extension}`
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
const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || /cancel/i.test(error.message))

/**
 * Keeps a file. On a phone both `save` and `share` open the share sheet (Capacitor Share), whose
 * "Save image" and "Save to Files" are where people keep things; in a browser `share` uses the Web
 * Share API where it can share files, and everything else downloads.
 */
export async function keepFile(
  target: ShareTarget,
  item: Keepable,
  how: 'save' | 'share',
): Promise<ShareOutcome> {
  try {
    if (target.native) {
      const uri = await target.writeCacheFile(item.name, await toBase64(item.blob))
      await target.shareFiles(item.title, [uri])
      return 'shared'
    }
    const file = new File([item.blob], item.name, { type: item.blob.type })
    if (how === 'share' && target.webShare && target.canWebShare?.(file)) {
      await target.webShare(file, item.title)
      return 'shared'
    }
  } catch (error) {
    if (isCancel(error)) return 'cancelled'
    throw error
  }
  target.download(item.blob, item.name)
  return 'saved'
}
