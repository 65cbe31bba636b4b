import type { FastifyBaseLogger } from 'fastify'
import { buildApp } from './app'
import { seedCatalog } from './catalog/seeder'
import { type Config, ConfigError, loadConfig } from './config'
import { DataDirLockedError, lockDataDir, makeDataDirPrivate } from './db/data-dir'
import { openDatabase } from './db/database'
import { logSetup } from './lib/log-options'

// Everything the server writes (database, secret, outbox) is for its own user only.
process.umask(0o077)
const started = performance.now()
const config = configOrExit()
makeDataDirPrivate(config.dataDir)
const releaseDataDir = config.databaseUrl ? undefined : await lockOrExit(config.dataDir)
// A person at a terminal reads short lines; anything else gets JSON.
const terminal = process.stdout.isTTY === true
const logs = logSetup(config.logLevel, terminal)
// The app's logger, once it exists (a connection lost before that is retried all the same).
let log: FastifyBaseLogger | undefined
const database = await openDatabase(
  config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        onConnectionLost: (err) => log?.warn({ err }, 'database connection lost'),
      }
    : { kind: 'pglite', dataDir: config.dataDir },
)
await database.migrate()
const app = await buildApp({
  config,
  database,
  logger: logs.logger,
  logController: logs.logController,
})
log = app.log
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

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** A configuration that cannot work stops the server with one line saying why. */
function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message)
    throw err
  }
}

/** The embedded database's folder for this process alone; a second process stops with one line. */
async function lockOrExit(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dir, (err) =>
      exitWith(`Lost the lock on the data folder ${dir}: ${err.message}`),
    )
  } catch (err) {
    if (err instanceof DataDirLockedError) exitWith(err.message)
    throw err
  }
}
