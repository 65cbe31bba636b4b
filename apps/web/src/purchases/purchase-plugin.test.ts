import { Capacitor } from '@capacitor/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakePurchasePlugin } from '../../__mocks__/cordova-plugin-purchase'
import { loadNativeStore, type PurchasePlugin } from './purchase-plugin'

afterEach(() => vi.restoreAllMocks())

function onPlatform(platform: 'web' | 'ios' | 'android') {
  vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(platform !== 'web')
  vi.spyOn(Capacitor, 'getPlatform').mockReturnValue(platform)
}

const windowWith = (plugin?: PurchasePlugin) =>
  Object.assign(Object.create(window) as Window, {
    document: new EventTarget() as Document,
    CdvPurchase: plugin,
  })

describe('loadNativeStore', () => {
  it('answers null on the web, even if a plugin were there', async () => {
    onPlatform('web')
    expect(await loadNativeStore(windowWith(fakePurchasePlugin()))).toBeNull()
  })

  it("answers the App Store on iOS and Google Play on Android, with the plugin's store", async () => {
    const plugin = fakePurchasePlugin()
    onPlatform('ios')
    expect(await loadNativeStore(windowWith(plugin))).toEqual({ plugin, kind: 'apple' })
    onPlatform('android')
    expect(await loadNativeStore(windowWith(plugin))).toEqual({ plugin, kind: 'google' })
  })

  it("waits for Cordova's deviceready when the plugin has not loaded yet", async () => {
    onPlatform('android')
    const target = windowWith() as Window & { CdvPurchase?: PurchasePlugin }
    const loading = loadNativeStore(target, 60_000)
    const plugin = fakePurchasePlugin()
    target.CdvPurchase = plugin
    target.document.dispatchEvent(new Event('deviceready'))
    expect(await loading).toEqual({ plugin, kind: 'google' })
  })

  it('gives up after the wait when the plugin never loads', async () => {
    onPlatform('ios')
    expect(await loadNativeStore(windowWith(), 10)).toBeNull()
  })
})
