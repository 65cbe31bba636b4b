import { fromSvg } from '@huey/pbn'
import { useMemo } from 'react'
import { showToast } from '../lib/toasts'
import { cachedPuzzle, imageRecord } from '../storage/puzzles'
import { PaintSession } from './paint-session'
import { loadWork } from './progress-store'
import type { ShareOutcome } from './share-picture'
import { paintingCanvas } from './snapshot'
import { useShare } from './use-share'

const NOT_HERE = 'This picture is not on this device yet: open it once, then save or share it.'

/** Pixels on the long side of a saved or shared picture. */
export const EXPORT_PX = 2048

/** The painting as a PNG: finished in full colour, or as far as it got (outlines elsewhere). */
export function paintingPng(session: PaintSession, size = EXPORT_PX): Promise<Blob | null> {
  return new Promise((resolve) =>
    paintingCanvas(session, size, session.complete).toBlob(resolve, 'image/png'),
  )
}

/** A kept work as a PNG with its title, or null when its puzzle is not on this device. */
export async function workPng(imageId: string): Promise<{ png: Blob; title: string } | null> {
  const stored = await cachedPuzzle(imageId)
  if (!stored) return null
  const [work, record] = await Promise.all([loadWork(imageId), imageRecord(imageId)])
  const png = await paintingPng(new PaintSession(fromSvg(stored.svgData), work?.filled ?? []))
  return png ? { png, title: record?.title ?? 'My painting' } : null
}

/** Save and share for the works listed in my-works. */
export function useWorkSharing(): {
  save(imageId: string): Promise<ShareOutcome | null>
  share(imageId: string): Promise<ShareOutcome | null>
} {
  const sharing = useShare()
  return useMemo(() => {
    const made = async (imageId: string) => {
      const result = await workPng(imageId)
      if (!result) showToast(NOT_HERE, 'warning')
      return result
    }
    return {
      save: async (imageId) => {
        const m = await made(imageId)
        return m ? sharing.save(m.png, m.title) : null
      },
      share: async (imageId) => {
        const m = await made(imageId)
        return m ? sharing.share(m.png, m.title) : null
      },
    }
  }, [sharing])
}
