import { useCallback } from 'react'
import { authService } from '../auth/auth'
import { profileStore } from '../auth/profile-store'
import { CatalogError } from '../catalog/catalog-api'
import { KitHost } from '../kit/kit-host'
import { KIT_PARAM } from '../kit/kit-param'
import { useSearchUpdate } from '../lib/use-search-update'
import { PaintHost } from '../paint/paint-host'
import { PaywallHost } from '../purchases/paywall-host'
import { PAYWALL_PARAM } from '../purchases/paywall-search'
import { TogetherOverlay } from '../together/together-overlay'
import { paintStore } from '../works/paint-store'
import { workPuzzle } from './work-puzzle'

/**
 * The colouring screen, the paywall and the print kit form over every page. A premium picture opened by link by
 * someone without premium leads to the paywall for it, as tapping its lock would.
 */
export function PictureHosts() {
  const updateSearch = useSearchUpdate()
  const openPaywall = useCallback(
    async (imageId: string, error: unknown) => {
      if (!(error instanceof CatalogError) || error.status !== 403) return false
      // A stored profile can still say premium after the subscription ended; the paywall would
      // hand such a person straight back to this picture, so ask the server first.
      if (authService.isLoggedIn()) await authService.refreshProfile().catch(() => undefined)
      if (profileStore.get().premium) return false
      updateSearch((next) => {
        next.delete('paint')
        next.set(PAYWALL_PARAM, imageId)
      })
      return true
    },
    [updateSearch],
  )
  const openKit = useCallback(
    (imageId: string) => updateSearch((next) => next.set(KIT_PARAM, imageId)),
    [updateSearch],
  )
  return (
    <>
      <PaintHost
        loadPuzzle={workPuzzle}
        store={paintStore}
        onUnavailable={openPaywall}
        onPrintKit={openKit}
        overlay={TogetherOverlay}
      />
      <PaywallHost />
      <KitHost loadPuzzle={workPuzzle} />
    </>
  )
}
