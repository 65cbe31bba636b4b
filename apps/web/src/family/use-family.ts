import type { FamilyChild } from '@huey/contracts'
import { useCallback, useEffect, useState } from 'react'
import { fileName } from '../lib/keep-file'
import { useKeepFile } from '../lib/use-keep-file'
import { childArchive } from './child-archive'
import { familyCalls } from './family-calls'

export type FamilyAction = 'withdraw' | 'delete' | 'download'

export interface FamilyState {
  /** Null while the first answer is awaited. */
  readonly children: readonly FamilyChild[] | null
  /** The page cannot show a family: the server's reason, already in the reader's words. */
  readonly refused: string | null
  /** The action under way, with its child, or null. */
  readonly busy: { readonly action: FamilyAction; readonly childId: string } | null
  run(action: FamilyAction, child: FamilyChild): Promise<void>
}

/** The parent's children and the three rights over each, the list reloaded after a change. */
export function useFamily(): FamilyState {
  const [children, setChildren] = useState<readonly FamilyChild[] | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const [busy, setBusy] = useState<FamilyState['busy']>(null)
  const keep = useKeepFile()

  const load = useCallback(async () => {
    try {
      setChildren(await familyCalls.children())
      setRefused(null)
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error))
      setChildren([])
    }
  }, [])
  useEffect(() => void load(), [load])

  const run = useCallback(
    async (action: FamilyAction, child: FamilyChild) => {
      setBusy({ action, childId: child.userId })
      try {
        if (action === 'withdraw') await familyCalls.withdrawConsent(child.userId)
        if (action === 'delete') await familyCalls.deleteChild(child.userId)
        if (action === 'download') {
          const blob = await childArchive(await familyCalls.exportChild(child.userId))
          const name = fileName(`huey ${child.name}`, 'huey-child', 'zip')
          await keep({ blob, name, title: child.name }, 'save')
        } else {
          await load()
        }
      } catch {
        // The toast has said why.
      } finally {
        setBusy(null)
      }
    },
    [keep, load],
  )
  return { children, refused, busy, run }
}
