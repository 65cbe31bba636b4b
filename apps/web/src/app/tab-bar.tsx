import { IonRippleEffect, NavContext } from '@ionic/react'
import { brush, calendar, camera, images, person } from 'ionicons/icons'
import { type KeyboardEvent, useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Later } from '../components/later'
import { followRoute, tabMemory } from './tab-memory'
import './tab-bar.css'

const tabs = [
  { tab: 'home', label: 'home', icon: images },
  { tab: 'daily-images', label: 'dailyImages', icon: calendar },
  { tab: 'create', label: 'create', icon: camera },
  { tab: 'my-works', label: 'myWorks', icon: brush },
  { tab: 'profile', label: 'profile', icon: person },
] as const

const firstMemory = tabMemory(Object.fromEntries(tabs.map(({ tab }) => [tab, `/${tab}`])))

/** ionicons' own markup of each icon (its data URLs), as ion-icon would draw it. */
const iconMarkup = (url: string) => ({
  __html: decodeURIComponent(url.slice(url.indexOf(',') + 1)),
})

function TabIcon({ url }: { readonly url: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: ionicons' own constant SVG, inserted as ion-icon inserts it.
  return <span className="tab-icon" aria-hidden="true" dangerouslySetInnerHTML={iconMarkup(url)} />
}

/** Ionic draws its ripple on a tap only in Material Design mode, the web's and Android's. */
const ripples = () => document.documentElement.getAttribute('mode') === 'md'

/**
 * The tab bar: Ionic's look and its tab navigation (the router's changeTab and resetTab, each tab
 * keeping the page last open in it), in plain elements, drawn a task after the rest of the app's
 * frame. Ionic's ion-tab-bar, ion-tab-button, ion-icon and ion-label components were the largest
 * part of a phone's main-thread work on every page's first load.
 */
export function TabBar() {
  const { t } = useTranslation()
  const nav = useContext(NavContext)
  const route = nav.routeInfo ?? { id: '', pathname: window.location.pathname, search: '' }
  const [memory, setMemory] = useState(firstMemory)
  const next = followRoute(memory, route)
  if (next !== memory) setMemory(next)
  // As Ionic's tab bar does while it renders: the router's back navigation needs the open tab.
  if (next.activeTab) nav.setCurrentTab(next.activeTab, route)
  const here = route.pathname + (route.search || '')

  const select = (tab: string) => {
    const place = next.tabs[tab]
    if (!place) return
    if (tab === next.activeTab) {
      // The open tab's button goes back to the tab's own page.
      if (place.originalHref !== here)
        nav.resetTab(tab, place.originalHref, place.originalRouteOptions)
      return
    }
    nav.changeTab(tab, place.currentHref, place.currentRouteOptions)
  }
  // As ion-tab-button: Space chooses a tab too (a link answers Enter with a click of its own).
  const onKeyUp = (event: KeyboardEvent, tab: string) => {
    if (event.key !== ' ') return
    event.preventDefault()
    select(tab)
  }

  return (
    <Later>
      {/* A landmark round the tab list, so every part of the page is in one. */}
      <nav slot="bottom" aria-label={t('tabs.label')}>
        <div role="tablist" className="tab-bar">
          {tabs.map(({ tab, label, icon }) => {
            const selected = tab === next.activeTab
            return (
              <a
                key={tab}
                id={`tab-button-${tab}`}
                role="tab"
                aria-selected={selected ? 'true' : undefined}
                href={selected ? here : next.tabs[tab]?.currentHref}
                className={`tab-button ion-activatable ion-focusable${selected ? ' tab-selected' : ''}`}
                onClick={(event) => {
                  event.preventDefault()
                  select(tab)
                }}
                onKeyUp={(event) => onKeyUp(event, tab)}
              >
                <TabIcon url={icon} />
                <span className="tab-label">{t(`tabs.${label}`)}</span>
                {ripples() ? (
                  <Later>
                    <IonRippleEffect type="unbounded" />
                  </Later>
                ) : null}
              </a>
            )
          })}
        </div>
      </nav>
    </Later>
  )
}
