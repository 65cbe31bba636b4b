import { buildApp } from './app'
import { seedCatalog } from './catalog/seeder'
import { loadConfig } from './config'
import { DataDirLockedError, lockDataDir, makeDataDirPrivate } from './db/data-dir'
import { openDatabase } from './db/database'
import { logSetup } from './lib/log-options'

// Everything the server writes (database, secret, outbox) is for its own user only.
process.umask(0o077)
const started = performance.now()
const config = loadConfig()
makeDataDirPrivate(config.dataDir)
const releaseDataDir = config.databaseUrl ? undefined : await lockOrExit(config.dataDir)
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
)
await database.migrate()
// A person at a terminal reads short lines; anything else gets JSON.
const terminal = process.stdout.isTTY === true
const logs = logSetup(config.logLevel, terminal)
const app = await buildApp({
  config,
  database,
  logger: logs.logger,
  logController: logs.logController,
})
// The whole catalogue listed and the first page's pictures made before listening, so the gallery
// is never empty; thumbnails and puzzles on a worker thread while the server answers.
const seeding = seedCatalog(database, config.catalogSize, { log: app.log })
await seeding.firstPage
app.addHook('onClose', async () => {
  await seeding.stop()
  await database.close()
  await releaseDataDir?.()
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

await app.listen({ port: config.port, host: config.host })
const startupMs = Math.round(performance.now() - started)
if (terminal) {
  app.log.info(`Ready in ${(startupMs / 1000).toFixed(1)} s on ${database.kind}.`)
  app.log.info(`Open ${config.publicUrl} in your browser.`)
} else {
  app.log.info({ database: database.kind, startupMs }, `Huey is running at ${config.publicUrl}`)
}
seeding.done.then(
  // The last pictures may be made after the address went by: it comes last again.
  () => {
    if (terminal && !closing) app.log.info(`Every picture is ready. Open ${config.publicUrl}`)
  },
  (err: unknown) => {
    if (!closing) app.log.error({ err }, 'catalogue seeding failed')
  },
)

/** The embedded database's folder for this process alone; a second process stops with one line. */
async function lockOrExit(dir: string): Promise<() => Promise<void>> {
  const exit = (message: string) => {
    process.stderr.write(`${message}\n`)
    process.exit(1)
  }
  try {
    return await lockDataDir(dir, (err) =>
      exit(`Lost the lock on the data folder ${dir}: ${err.message}`),
    )
  } catch (err) {
    if (err instanceof DataDirLockedError) exit(err.message)
    throw err
  }
}
