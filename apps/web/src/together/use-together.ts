import type { TogetherSession } from '@huey/contracts'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { apiSocketUrl, currentToken } from '../lib/api-client'
import { useSearchUpdate } from '../lib/use-search-update'
import { togetherCalls } from './together-calls'
import { TogetherLink } from './together-link'

/** What painting together needs of the colouring screen's painting (paint/paint-session). */
export interface SharedPainting {
  readonly filled: ReadonlySet<number>
  readonly puzzle: {
    readonly width: number
    readonly height: number
    readonly regions: readonly { readonly id: number; readonly label: { x: number; y: number } }[]
  }
  subscribe(listener: () => void): () => void
  merge(ids: readonly number[]): void
}

/** The address's parameter naming the invitation, so a link opens it and a reload rejoins. */
export const TOGETHER_PARAM = 'together'

/** Ties the painting to a live session: this device's fills out, everyone else's in. */
function useLink(painting: SharedPainting, invite: TogetherSession | null, redraw: () => void) {
  const [link, setLink] = useState<TogetherLink | null>(null)
  useEffect(() => {
    const token = currentToken()
    if (!invite || !token) return
    const sent = new Set<number>()
    const labels = new Map(painting.puzzle.regions.map((r) => [r.id, r.label]))
    const made = new TogetherLink(apiSocketUrl(`/together/${invite.sessionId}/live`), token, {
      painted: () => {
        for (const id of painting.filled) sent.add(id)
        return [...painting.filled]
      },
      onFills: (ids) => {
        for (const id of ids) sent.add(id)
        painting.merge(ids)
      },
      onChange: redraw,
    })
    const stop = painting.subscribe(() => {
      const fresh = [...painting.filled].filter((id) => !sent.has(id))
      if (fresh.length === 0) return
      if (made.online) for (const id of fresh) sent.add(id)
      made.fill(fresh)
      const at = labels.get(fresh[fresh.length - 1] ?? 0)
      if (at) made.at(at.x / painting.puzzle.width, at.y / painting.puzzle.height)
    })
    made.start()
    setLink(made)
    return () => {
      stop()
      made.stop()
      setLink(null)
    }
  }, [painting, invite, redraw])
  return link
}

/**
 * Painting together on the colouring screen: making an invitation, joining one from the address,
 * and the live link while it lasts.
 */
export function useTogether(imageId: string, painting: SharedPainting) {
  const [params] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const code = params.get(TOGETHER_PARAM)
  const [invite, setInvite] = useState<TogetherSession | null>(null)
  const [busy, setBusy] = useState(false)
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const joined = useRef<string | null>(null)

  useEffect(() => {
    if (!code || joined.current === code || !currentToken()) return
    joined.current = code
    void togetherCalls.join(code).then((found) => {
      if (found && found.imageId === imageId) setInvite(found)
    })
  }, [code, imageId])

  const start = useCallback(async () => {
    setBusy(true)
    const made = await togetherCalls.invite(imageId)
    setBusy(false)
    if (!made) return
    joined.current = made.code
    setInvite(made)
    updateSearch((p) => p.set(TOGETHER_PARAM, made.code))
  }, [imageId, updateSearch])

  const leave = useCallback(() => {
    setInvite(null)
    joined.current = null
    updateSearch((p) => p.delete(TOGETHER_PARAM))
  }, [updateSearch])

  const link = useLink(painting, invite, redraw)
  return { signedIn: currentToken() !== null, invite, link, busy, start, leave }
}
