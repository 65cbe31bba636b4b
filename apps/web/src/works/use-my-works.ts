import { useCallback, useEffect, useState } from 'react'
import type { WorkPuzzle } from '../lib/loaded-puzzle'
import { deleteWork, listWorks, restartWork, type WorkListItem } from '../storage/works'
import { syncDeviceWithAccount } from './account-sync'
import { drawMissingThumbnails } from './work-thumbnails'

export type { WorkListItem }

/**
 * The works on this device, newest first (null until read), brought up to date with the user's
 * other devices (and the account with what was painted here signed out), then the thumbnails of
 * works never painted here. `reload` reads them all again.
 */
export function useMyWorks(puzzleOf: WorkPuzzle): {
  readonly items: readonly WorkListItem[] | null
  reload(): void
  restart(id: string): Promise<void>
  remove(id: string): Promise<void>
} {
  const [items, setItems] = useState<readonly WorkListItem[] | null>(null)
  const reload = useCallback(() => {
    const show = async () => {
      const listed = await listWorks()
      setItems(listed)
      return listed
    }
    void show().catch(() => setItems([]))
    void syncDeviceWithAccount()
      .then(show)
      .then((listed) =>
        drawMissingThumbnails(
          listed.map((item) => item.work),
          puzzleOf,
          () => void show(),
        ),
      )
  }, [puzzleOf])
  useEffect(reload, [reload])
  return { items, reload, restart: restartWork, remove: deleteWork }
}
