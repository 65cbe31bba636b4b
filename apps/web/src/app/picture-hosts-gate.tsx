import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { KIT_PARAM } from '../kit/kit-param'
import { PAYWALL_PARAM } from '../purchases/paywall-search'

const PictureHosts = lazy(() =>
  import('./picture-hosts').then((m) => ({ default: m.PictureHosts })),
)

/** The parameters that open one of the picture hosts' modals over a page. */
const hostParams = ['paint', PAYWALL_PARAM, KIT_PARAM] as const

/**
 * The colouring screen, the paywall and the kit form (with the video encoder, the PDF maker and
 * the canvas code behind them) load when the address first asks for one, not with the first
 * paint of every page; once loaded they stay, so a modal's closing animation is never cut short.
 */
export function PictureHostsGate() {
  const [params] = useSearchParams()
  const asked = hostParams.some((name) => params.has(name))
  const [loaded, setLoaded] = useState(asked)
  if (asked && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <PictureHosts />
    </Suspense>
  )
}
