import { TOAST_ERROR_COLOR } from '@huey/contracts'
import { useCallback, useMemo, useState } from 'react'
import { i18n } from '../i18n/i18n'
import type { ShareOutcome } from '../lib/keep-file'
import type { WorkPuzzle } from '../lib/loaded-puzzle'
import { paintingOf, paintingPng } from '../lib/painting-canvas'
import { showToast } from '../lib/toasts'
import { useShare } from '../lib/use-keep-file'
import { loadWork } from '../storage/works'
import { workFailureMessage } from './work-failure'

/** A kept work as a PNG with its title, its puzzle fetched first when this device lacks it. */
export async function workPng(
  imageId: string,
  puzzleOf: WorkPuzzle,
): Promise<{ png: Blob; title: string }> {
  const [{ puzzle, title }, work] = await Promise.all([puzzleOf(imageId), loadWork(imageId)])
  const png = await paintingPng(paintingOf(puzzle, work?.filled ?? []))
  if (!png) throw new Error('The canvas gave no PNG.')
  return { png, title: title || i18n.t('myWorks.painting') }
}

export type WorkAction = 'save' | 'share'

/** Save and share for the works listed in my-works, and which of them is being prepared. */
export function useWorkSharing(puzzleOf: WorkPuzzle): {
  save(imageId: string): Promise<ShareOutcome | null>
  share(imageId: string): Promise<ShareOutcome | null>
  busy(action: WorkAction, imageId: string): boolean
} {
  const sharing = useShare()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const run = useMemo(() => {
    const mark = (key: string, on: boolean) =>
      setPending((current) => {
        const next = new Set(current)
        if (on) next.add(key)
        else next.delete(key)
        return next
      })
    return async (action: WorkAction, imageId: string) => {
      const key = `${action}:${imageId}`
      mark(key, true)
      let made: { png: Blob; title: string }
      try {
        made = await workPng(imageId, puzzleOf)
      } catch (error) {
        showToast(workFailureMessage(error), TOAST_ERROR_COLOR)
        return null
      } finally {
        mark(key, false)
      }
      return sharing[action](made.png, made.title)
    }
  }, [puzzleOf, sharing])
  const busy = useCallback(
    (action: WorkAction, imageId: string) => pending.has(`${action}:${imageId}`),
    [pending],
  )
  return useMemo(
    () => ({ save: (id) => run('save', id), share: (id) => run('share', id), busy }),
    [run, busy],
  )
}
