import compress from '@fastify/compress'
import cors from '@fastify/cors'
import websocket from '@fastify/websocket'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { type AuthPluginOptions, authPlugin } from './auth/auth-plugin'
import { firstPictures } from './catalog/first-pictures'
import { catalogRoutes } from './catalog/routes'
import type { Config } from './config'
import { scheduleDailyPictures } from './daily-pictures-job'
import type { Database } from './db/database'
import { familyRoutes } from './family/routes'
import { healthRoutes } from './health/routes'
import { Jobs, type JobsTiming } from './jobs/jobs'
import { errorAnswer } from './lib/http-error'
import { withRedaction } from './lib/log-redaction'
import { webDistDir } from './paths'
import { errorHandler } from './plugins/error-handler'
import { inputGuard } from './plugins/input-guard'
import { rateLimits } from './plugins/rate-limit'
import { securityHeaders } from './plugins/security-headers'
import { webApp } from './plugins/web-app'
import { preferencesRoutes } from './preferences/routes'
import { processingRoutes } from './processing/routes'
import { type PurchasesPluginOptions, purchasesPlugin } from './purchases/purchases-plugin'
import { togetherRoutes } from './together/routes'
import { worksRoutes } from './works/routes'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    jobs: Jobs
  }
}

export interface AppDeps {
  readonly config: Config
  readonly database: Database
  readonly logger?: FastifyServerOptions['logger']
  /** How requests are logged (a terminal's one line each); Fastify's two records by default. */
  readonly logController?: FastifyServerOptions['logController']
  /** The built web app to serve; defaults to apps/web/dist. */
  readonly webRoot?: string
  readonly auth?: AuthPluginOptions
  readonly purchases?: PurchasesPluginOptions
  /** How often the job queue polls (tests shorten it). */
  readonly jobs?: JobsTiming
}

/** Paths owned by the API: they answer JSON, never the web app's index.html. */
export const apiPrefixes = [
  '/health',
  '/auth',
  '/categories',
  '/images',
  '/daily-images',
  '/works',
  '/purchases',
  '/family',
  '/together',
] as const

/** The web app's routes (SPEC.md section 2). */
export const pageRoutes = [
  '/',
  '/landing',
  '/home',
  '/my-works',
  '/daily-images',
  '/create',
  '/sign-in',
  '/sign-up',
  '/profile',
  '/family',
] as const

/** Builds the whole server without listening, so tests drive it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(deps.logger ?? { level: deps.config.logLevel }),
    ...(deps.logController ? { logController: deps.logController } : {}),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    requestTimeout: deps.config.requestTimeoutMs,
    http: {
      headersTimeout: deps.config.headersTimeoutMs,
      // Node checks those timeouts on this interval (30 s by default, longer than a short timeout).
      connectionsCheckingInterval: Math.min(5000, deps.config.headersTimeoutMs / 2),
    },
    // A path Fastify cannot decode (a broken %-escape) is the client's mistake, answered as such.
    frameworkErrors: (_err, _request, reply: FastifyReply) => {
      reply.code(400).send(errorAnswer('REQUEST_INVALID_ADDRESS'))
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', deps.config)
  app.decorate('database', deps.database)
  const jobs = await Jobs.start(deps.database, app.log, deps.jobs)
  app.decorate('jobs', jobs)
  // Before the database closes (main.ts closes it in a later hook): running jobs finish first.
  app.addHook('onClose', () => jobs.stop())

  await app.register(errorHandler)
  await app.register(securityHeaders)
  await app.register(inputGuard)
  await app.register(cors, {
    origin: deps.config.corsOrigins.length > 0 ? [...deps.config.corsOrigins] : false,
    credentials: false,
  })
  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(rateLimits, { redisUrl: deps.config.redisUrl })
  await app.register(healthRoutes)
  await app.register(authPlugin, deps.auth ?? {})
  await app.register(catalogRoutes)
  await app.register(worksRoutes)
  await app.register(preferencesRoutes)
  await app.register(processingRoutes)
  await app.register(purchasesPlugin, deps.purchases ?? {})
  await app.register(familyRoutes)
  await app.register(websocket, { options: { maxPayload: 128 * 1024 } })
  await app.register(togetherRoutes)
  await scheduleDailyPictures(jobs, deps.database.db, app.log)
  await app.register(webApp, {
    root: deps.webRoot ?? deps.config.webDist ?? webDistDir,
    apiPrefixes,
    pageRoutes,
    firstPictures: firstPictures(deps.database.db),
  })
  return app
}
