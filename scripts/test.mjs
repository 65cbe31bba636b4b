// `npm test`: lint and type-check, then every test: unit, server integration (PGlite, and PostgreSQL when
// reachable), web components in jsdom, and browser tests in headless Chromium.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests...")
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } else {
    console.error(
      `Browser tests need Chromium at ${chromium}: run "sudo apt-get install -y chromium" and try again.`,
    )
    process.exit(1)
  }
}

run('npx', ['biome', 'ci', '.'])
run(process.execPath, ['scripts/typecheck.mjs'])
run('npx', ['vitest', 'run'])
