// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import config from '../../capacitor.config'

const web = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const read = (path: string) => readFileSync(web(path), 'utf8')
const plistString = (plist: string, key: string) =>
  new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`).exec(plist)?.[1]?.trim() ?? ''

describe('native projects', () => {
  it('has an Android and an iOS project', () => {
    expect(existsSync(web('android/app/build.gradle'))).toBe(true)
    expect(existsSync(web('ios/App/App.xcodeproj/project.pbxproj'))).toBe(true)
  })

  it('gives Android the app id of capacitor.config.ts', () => {
    expect(config.appId).toBe('app.huey.paint')
    const gradle = read('android/app/build.gradle')
    expect(gradle).toContain(`applicationId "${config.appId}"`)
    expect(gradle).toContain(`namespace = "${config.appId}"`)
  })

  it('gives every iOS build configuration the bundle id of capacitor.config.ts', () => {
    const ids = [
      ...read('ios/App/App.xcodeproj/project.pbxproj').matchAll(
        /PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g,
      ),
    ].map((match) => match[1])
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids)).toEqual(new Set([config.appId]))
  })

  it('names the app Huey on both', () => {
    expect(config.appName).toBe('Huey')
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(
      '<string name="app_name">Huey</string>',
    )
    expect(plistString(read('ios/App/App/Info.plist'), 'CFBundleDisplayName')).toBe('Huey')
  })

  it('asks Android for the camera and for pictures', () => {
    const manifest = read('android/app/src/main/AndroidManifest.xml')
    expect(manifest).toContain('<uses-permission android:name="android.permission.CAMERA" />')
    expect(manifest).toContain(
      '<uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />',
    )
  })

  it('tells iOS users why Huey wants the camera and their photos', () => {
    const plist = read('ios/App/App/Info.plist')
    expect(plistString(plist, 'NSCameraUsageDescription')).toMatch(/camera.*puzzle/i)
    expect(plistString(plist, 'NSPhotoLibraryUsageDescription')).toMatch(/photo.*puzzle/i)
  })

  it('wires the purchase plugin into both, and the plugin asks Android for Google Play billing', () => {
    expect(read('android/app/capacitor.build.gradle')).toContain(
      'implementation "com.android.billingclient:billing:',
    )
    expect(read('ios/App/CapApp-SPM/Package.swift')).toContain(
      '.product(name: "CordovaPluginPurchase", package: "CordovaPluginPurchase")',
    )
    const pluginXml = readFileSync(
      fileURLToPath(import.meta.resolve('cordova-plugin-purchase/plugin.xml')),
      'utf8',
    )
    expect(pluginXml).toContain('<uses-permission android:name="com.android.vending.BILLING" />')
  })

  it('passes scripts/check-native.mjs, so every Capacitor plugin is synced into both', () => {
    const run = spawnSync(process.execPath, [web('scripts/check-native.mjs')], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
