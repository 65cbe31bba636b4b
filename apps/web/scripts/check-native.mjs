// Checks that the committed native projects match capacitor.config.ts and are in sync with the
// Capacitor plugins in package.json. Plain Node, no dependencies: `node scripts/check-native.mjs`
// from apps/web (npm run native:sync runs it after `cap sync`). Exits 1 and lists what is wrong.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const problems = []
const read = (path) => {
  const full = join(web, path)
  if (existsSync(full)) return readFileSync(full, 'utf8')
  problems.push(`${path} is missing`)
  return ''
}
const expect = (ok, problem) => {
  if (!ok) problems.push(problem)
}

// capacitor.config.ts is TypeScript, which Node 20 cannot import: read its string fields.
const configSource = read('capacitor.config.ts')
const field = (name) => new RegExp(`\\b${name}:\\s*['"]([^'"]+)['"]`).exec(configSource)?.[1]
const appId = field('appId')
const appName = field('appName')
expect(appId && appName, 'capacitor.config.ts has no appId or appName')

// Android
const gradle = read('android/app/build.gradle')
expect(gradle.includes(`applicationId "${appId}"`), `android applicationId is not ${appId}`)
expect(gradle.includes(`namespace = "${appId}"`), `android namespace is not ${appId}`)
const strings = read('android/app/src/main/res/values/strings.xml')
expect(
  strings.includes(`<string name="app_name">${appName}</string>`),
  `android app_name is not ${appName}`,
)
const manifest = read('android/app/src/main/AndroidManifest.xml')
for (const permission of ['CAMERA', 'READ_MEDIA_IMAGES']) {
  expect(
    manifest.includes(`<uses-permission android:name="android.permission.${permission}" />`),
    `AndroidManifest.xml does not ask for ${permission}`,
  )
}
// Written by `cap sync` and git-ignored; checked when present.
const copiedConfig = join(web, 'android/app/src/main/assets/capacitor.config.json')
if (existsSync(copiedConfig)) {
  const copied = JSON.parse(readFileSync(copiedConfig, 'utf8'))
  expect(copied.appId === appId, `android capacitor.config.json has appId ${copied.appId}`)
}

// iOS
const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj')
const bundleIds = [...pbxproj.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map((m) => m[1])
expect(bundleIds.length > 0, 'project.pbxproj has no PRODUCT_BUNDLE_IDENTIFIER')
for (const id of bundleIds) expect(id === appId, `iOS bundle id ${id} is not ${appId}`)
const plist = read('ios/App/App/Info.plist')
const plistString = (key) =>
  new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`).exec(plist)?.[1]?.trim()
expect(plistString('CFBundleDisplayName') === appName, `iOS display name is not ${appName}`)
for (const key of ['NSCameraUsageDescription', 'NSPhotoLibraryUsageDescription']) {
  expect(Boolean(plistString(key)), `Info.plist has no ${key}`)
}

// Every Capacitor plugin in package.json is wired into both projects (`cap sync` was run).
const settingsGradle = read('android/capacitor.settings.gradle')
const packageSwift = read('ios/App/CapApp-SPM/Package.swift')
const { dependencies = {} } = JSON.parse(read('package.json') || '{}')
for (const name of Object.keys(dependencies)) {
  const manifestPath = [web, join(web, '../..')]
    .map((root) => join(root, 'node_modules', name, 'package.json'))
    .find((path) => existsSync(path))
  if (!manifestPath) continue
  const platforms = JSON.parse(readFileSync(manifestPath, 'utf8')).capacitor
  if (!platforms) continue
  const gradleName = name.replace(/^@/, '').replace(/\//g, '-')
  if (platforms.android) {
    expect(
      settingsGradle.includes(`include ':${gradleName}'`),
      `${name} is not in android/capacitor.settings.gradle: run npm run native:sync`,
    )
  }
  if (platforms.ios) {
    expect(
      packageSwift.includes(`/node_modules/${name}")`),
      `${name} is not in ios/App/CapApp-SPM/Package.swift: run npm run native:sync`,
    )
  }
}

// Every Cordova plugin (cordova-plugin-purchase) is wired in too: its Android libraries in
// capacitor.build.gradle, its Swift package in Package.swift. `cap sync` copies the plugin itself
// into the git-ignored capacitor-cordova-*-plugins folders; when present, their Android manifest
// must carry the plugin's permissions (BILLING for in-app purchases).
const buildGradle = read('android/app/capacitor.build.gradle')
const pascal = (name) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')
for (const name of Object.keys(dependencies)) {
  const root = [web, join(web, '../..')]
    .map((r) => join(r, 'node_modules', name))
    .find((path) => existsSync(join(path, 'plugin.xml')))
  if (!root || !JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).cordova) continue
  const pluginXml = readFileSync(join(root, 'plugin.xml'), 'utf8')
  const android = /<platform name="android">([\s\S]*?)<\/platform>/.exec(pluginXml)?.[1] ?? ''
  for (const [, library] of android.matchAll(/<framework src="([^"]+)"/g)) {
    expect(
      buildGradle.includes(`implementation "${library}"`),
      `${name} needs ${library} in android/app/capacitor.build.gradle: run npm run native:sync`,
    )
  }
  if (/<platform name="ios">/.test(pluginXml)) {
    expect(
      packageSwift.includes(`capacitor-cordova-ios-plugins/sources/${pascal(name)}")`),
      `${name} is not in ios/App/CapApp-SPM/Package.swift: run npm run native:sync`,
    )
  }
  const generated = join(
    web,
    'android/capacitor-cordova-android-plugins/src/main/AndroidManifest.xml',
  )
  if (existsSync(generated)) {
    const merged = readFileSync(generated, 'utf8').replace(/\s+\/>/g, '/>')
    for (const [, permission] of android.matchAll(/<uses-permission android:name="([^"]+)"/g)) {
      expect(
        merged.includes(`<uses-permission android:name="${permission}"/>`),
        `${name}'s permission ${permission} is missing from the synced Android plugins: run npm run native:sync`,
      )
    }
  }
}

if (problems.length > 0) {
  console.error(`The native projects (android/, ios/) need attention:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`Native projects OK: ${appName} (${appId}) on Android and iOS`)
