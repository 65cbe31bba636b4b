import { fileURLToPath } from 'node:url'

// Resolved from this file's place: apps/server/src in development, apps/server/dist once bundled
// (build.mjs copies the migrations beside the bundle), so both layouts find the same folders.
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url))
export const migrationsDir = fileURLToPath(new URL('./db/migrations', import.meta.url))
