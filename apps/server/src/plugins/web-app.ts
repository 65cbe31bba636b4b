import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorAnswer } from '../lib/http-error'
import { type FirstPictures, firstPaints, withFirstPaint, withPictures } from './first-paint'
import { pagePreloads } from './page-preloads'

export interface WebAppOptions {
  /** The built web app (apps/web/dist); without one, only the API is served. */
  readonly root: string
  /** Path prefixes that belong to the API and never fall back to the web app. */
  readonly apiPrefixes: readonly string[]
  /**
   * The web app's own routes. A browser navigating to one gets the app even where the API has a
   * route of the same path (GET /daily-images answers JSON to fetch, the page to a navigation).
   */
  readonly pageRoutes: readonly string[]
  /** The pictures a page shows first, drawn in its first paint (catalog/first-pictures.ts). */
  readonly firstPictures?: FirstPictures
}

/** Serves the built web app, and index.html for the client-side routes it owns. */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const hasWebApp = existsSync(join(options.root, 'index.html'))
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: true,
      index: false,
      // The build writes each asset brotli- and gzip-compressed beside itself (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite names hashed assets by content, so they never change; the shell must always be fresh.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
  const isApi = (url: string) =>
    options.apiPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))
  const pathOf = (url: string) => url.split('?')[0] ?? url
  const isNavigation = (request: FastifyRequest) =>
    hasWebApp &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  const wantsPage = (request: FastifyRequest) =>
    isNavigation(request) && !isApi(request.url) && !/\.[a-z0-9]+$/i.test(pathOf(request.url))
  // The service worker keeps /index.html as its offline shell: it gets the same nonce'd page.
  const pageRoutes = new Set([...options.pageRoutes, '/index.html'])
  const shell = hasWebApp ? readFileSync(join(options.root, 'index.html'), 'utf8') : ''
  const preloads = hasWebApp ? pagePreloads(options.root) : new Map<string, string>()
  const paintOf = hasWebApp ? firstPaints(options.root) : () => null
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const nonce = app.styleNonce(reply)
    const page = shell
      .replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`)
      // After the start-up chunks, so those are asked for first.
      .replace('</head>', `  ${preloads.get(path) ?? preloads.get('*') ?? ''}\n  </head>`)
    const drawn = paintOf(path, request.headers['accept-language'])
    const paint =
      drawn && options.firstPictures
        ? withPictures(drawn, path, await options.firstPictures(path, drawn.language))
        : drawn
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(paint ? withFirstPaint(page, paint, nonce) : page)
  }

  // A page's address answers the page to any client (curl's Accept: */*, link previews, uptime
  // checks), except where the API owns the same path: there only a browser's navigation gets it.
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url)
    const read = request.method === 'GET' || request.method === 'HEAD'
    if (hasWebApp && read && pageRoutes.has(path) && (!isApi(path) || isNavigation(request))) {
      return sendShell(request, reply, path)
    }
  })

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendShell(request, reply, pathOf(request.url))
    return reply.code(404).send(errorAnswer('NOT_FOUND'))
  })
})
