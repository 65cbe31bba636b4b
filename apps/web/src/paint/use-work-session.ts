import type { Puzzle } from '@huey/pbn'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PaintSession } from './paint-session'
import { ThumbnailPainter } from './thumbnail-painter'
import type { WorkStore } from './work-store'

const THUMBNAIL_EVERY_MS = 4000

type Persist = (session: PaintSession, forceThumb?: boolean) => void

/**
 * Signed in: brings in other devices' progress now, every few seconds while painting, and when
 * back online; once more when the screen closes. Returns the stop.
 */
function syncWhilePainting(
  session: PaintSession,
  imageId: string,
  store: WorkStore,
  persist: Persist,
): () => void {
  let synced = -1
  const sync = () => {
    if (synced === session.filled.size && synced >= 0) return
    const sent = session.filled.size
    void store
      .sync(
        imageId,
        [...session.paintingOrder],
        session.complete ? new Date().toISOString() : undefined,
      )
      .then((merged) => {
        if (!merged) return
        synced = sent
        const before = session.filled.size
        session.merge(merged)
        if (session.filled.size !== before) persist(session, true)
      })
  }
  sync()
  const timer = setInterval(() => navigator.onLine && sync(), store.syncEveryMs)
  window.addEventListener('online', sync)
  return () => {
    clearInterval(timer)
    window.removeEventListener('online', sync)
    synced = -1
    sync()
  }
}

/**
 * The colouring session of one picture, started from the work kept on this device, and its
 * progress kept: every fill is written soon (and at once when the page hides or closes), with a
 * thumbnail at most every few seconds, and synced with the user's other devices.
 */
export function useWorkSession(
  imageId: string,
  puzzle: Puzzle,
  store: WorkStore,
): { readonly session: PaintSession | null; readonly persist: Persist } {
  const [session, setSession] = useState<PaintSession | null>(null)
  const [writer] = useState(() => store.writer())
  const lastThumb = useRef(0)
  const thumb = useRef('')
  const thumbs = useRef<ThumbnailPainter | null>(null)

  useEffect(() => {
    let current = true
    let stopPreparing: () => void = () => undefined
    void store.load(imageId).then((work) => {
      if (!current) return
      thumb.current = work?.pngData ?? ''
      const session = new PaintSession(puzzle, work?.filled ?? [])
      thumbs.current = new ThumbnailPainter(session)
      stopPreparing = thumbs.current.prepare()
      setSession(session)
    })
    return () => {
      current = false
      stopPreparing()
    }
  }, [imageId, puzzle, store])

  const persist = useCallback<Persist>(
    (s, forceThumb = false) => {
      const save = () =>
        writer.schedule({
          _id: imageId,
          imageId,
          filled: [...s.paintingOrder],
          pngData: thumb.current,
          ...(s.complete ? { completedAt: new Date().toISOString() } : {}),
        })
      const now = Date.now()
      const painter = thumbs.current
      if (forceThumb && painter) {
        thumb.current = painter.png()
        lastThumb.current = now
      } else if (painter?.ready && now - lastThumb.current > THUMBNAIL_EVERY_MS) {
        // The thumbnail waits until the fill is on screen: the tap's frame stays quick.
        lastThumb.current = now
        requestAnimationFrame(() =>
          setTimeout(() => {
            thumb.current = painter.png()
            save()
          }),
        )
      }
      save()
    },
    [imageId, writer],
  )

  useEffect(() => {
    if (!session) return
    const flush = () => {
      if (session.filled.size > 0) persist(session, true)
      void writer.flush()
    }
    const onHide = () => document.visibilityState === 'hidden' && flush()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', flush)
    const stopSync = syncWhilePainting(session, imageId, store, persist)
    return () => {
      stopSync()
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [session, persist, imageId, store, writer])

  return { session, persist }
}
