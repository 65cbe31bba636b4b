// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import config from '../../capacitor.config'

const web = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

describe('native projects', () => {
  it('has an Android project with the app id and the camera permission', () => {
    const gradle = readFileSync(web('android/app/build.gradle'), 'utf8')
    expect(gradle).toContain(`applicationId "${config.appId}"`)
    const manifest = readFileSync(web('android/app/src/main/AndroidManifest.xml'), 'utf8')
    expect(manifest).toContain('android.permission.CAMERA')
  })

  it('has an iOS project with the bundle id and camera and photo wording', () => {
    const project = readFileSync(web('ios/App/App.xcodeproj/project.pbxproj'), 'utf8')
    expect(project).toContain(`PRODUCT_BUNDLE_IDENTIFIER = ${config.appId};`)
    const plist = readFileSync(web('ios/App/App/Info.plist'), 'utf8')
    expect(plist).toContain('NSCameraUsageDescription')
    expect(plist).toContain('NSPhotoLibraryUsageDescription')
  })

  it('names the app Huey on both', () => {
    expect(config.appName).toBe('Huey')
    expect(readFileSync(web('android/app/src/main/res/values/strings.xml'), 'utf8')).toContain(
      '>Huey<',
    )
    expect(existsSync(web('ios/App/App/Info.plist'))).toBe(true)
  })
})
