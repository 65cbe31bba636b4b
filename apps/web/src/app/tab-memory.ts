import type { RouteInfo } from '@ionic/react'

/** Where a tab's button leads: its own page, or the page last open in that tab. */
interface TabPlace {
  readonly originalHref: string
  readonly currentHref: string
  readonly originalRouteOptions?: unknown
  readonly currentRouteOptions?: unknown
}

export interface TabMemory {
  readonly activeTab: string | undefined
  readonly tabs: Readonly<Record<string, TabPlace>>
}

/** `/home` is the home tab's, and so is `/home/x`, but not `/home2` (as Ionic's tab bar matches). */
function matchesTab(pathname: string, href: string): boolean {
  const path = href.split('?')[0] ?? href
  const normalised = path.endsWith('/') && path !== '/' ? path.slice(0, -1) : path
  return pathname === normalised || pathname.startsWith(`${normalised}/`)
}

export function tabMemory(hrefs: Readonly<Record<string, string>>): TabMemory {
  const tabs: Record<string, TabPlace> = {}
  for (const [tab, href] of Object.entries(hrefs)) {
    tabs[tab] = { originalHref: href, currentHref: href }
  }
  return { activeTab: undefined, tabs }
}

/**
 * The tab bar's memory after a navigation, as Ionic's IonTabBar keeps it (its
 * getDerivedStateFromProps): the open tab remembers the page it shows, so coming back to the tab
 * returns there, and going back out of a tab forgets the page it had.
 */
export function followRoute(memory: TabMemory, route: RouteInfo): TabMemory {
  const activeTab = Object.keys(memory.tabs).find((tab) =>
    matchesTab(route.pathname, memory.tabs[tab]?.originalHref ?? ''),
  )
  const previous = memory.activeTab
  const tabs = { ...memory.tabs }
  const current = activeTab ? tabs[activeTab] : undefined
  const before = previous ? tabs[previous] : undefined
  if (activeTab && current && previous && before) {
    const here = route.pathname + (route.search || '')
    if (
      activeTab !== previous ||
      before.currentHref !== here ||
      before.currentRouteOptions !== route.routeOptions
    ) {
      tabs[activeTab] = { ...current, currentHref: here, currentRouteOptions: route.routeOptions }
      if (route.routeAction === 'pop' && activeTab !== previous) {
        tabs[previous] = { ...before, currentHref: before.originalHref }
      }
    }
  }
  const changed =
    activeTab !== previous || Object.keys(tabs).some((tab) => tabs[tab] !== memory.tabs[tab])
  return changed ? { activeTab, tabs } : memory
}
