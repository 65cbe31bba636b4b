// @vitest-environment node
import type { RouteInfo } from '@ionic/react'
import { describe, expect, it } from 'vitest'
import { followRoute, tabMemory } from './tab-memory'

const route = (pathname: string, search = '', routeAction?: 'push' | 'pop'): RouteInfo => ({
  id: pathname + search,
  pathname,
  search,
  ...(routeAction ? { routeAction } : {}),
})

const start = tabMemory({ home: '/home', create: '/create' })

describe('followRoute', () => {
  it('opens the tab whose page is shown, and no tab elsewhere', () => {
    expect(followRoute(start, route('/home')).activeTab).toBe('home')
    expect(followRoute(start, route('/home/x')).activeTab).toBe('home')
    expect(followRoute(start, route('/home2')).activeTab).toBeUndefined()
    expect(followRoute(start, route('/landing')).activeTab).toBeUndefined()
  })

  it('keeps the page last open in a tab, and the same memory when nothing moved', () => {
    const home = followRoute(start, route('/home'))
    const painting = followRoute(home, route('/home', '?paint=a'))
    expect(painting.tabs.home?.currentHref).toBe('/home?paint=a')
    const create = followRoute(painting, route('/create'))
    expect(create.activeTab).toBe('create')
    expect(create.tabs.home?.currentHref).toBe('/home?paint=a')
    expect(followRoute(create, route('/create'))).toBe(create)
  })

  it('forgets the page of a tab left by going back', () => {
    const painting = followRoute(followRoute(start, route('/home')), route('/home', '?paint=a'))
    const back = followRoute(painting, route('/create', '', 'pop'))
    expect(back.tabs.home?.currentHref).toBe('/home')
  })
})
