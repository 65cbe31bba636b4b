import { randomBytes } from 'node:crypto'
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives a page of the web app its own style nonce: the answer's policy admits `<style>`
     * elements carrying it, and the page hands it to Ionic in `<meta name="csp-nonce">`.
     */
    styleNonce(reply: FastifyReply): string
  }
}

type Directives = Record<string, string[]>

/** The origin of a URL, or nothing when there is none to add. */
function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The web app's Content-Security-Policy. The built app has no inline script or style element of
 * its own (Vite links every chunk and stylesheet), so scripts and styles come from self alone;
 * 'wasm-unsafe-eval' lets the HEIC decoder's WebAssembly compile, and nothing else is evaluated.
 * Third-party origins appear only for what is configured: the API and Sentry origins the app was
 * built to call, and the sign-in providers whose scripts and frames the social-login plugin loads.
 */
export function contentSecurityPolicy(config: Config): Directives {
  const google = config.google.clientIds.length > 0
  const facebook = Boolean(config.facebook.appId)
  const scripts = [
    ...(google ? ['https://accounts.google.com/gsi/client'] : []),
    ...(facebook ? ['https://connect.facebook.net'] : []),
  ]
  const frames = [
    ...(google ? ['https://accounts.google.com'] : []),
    ...(facebook ? ['https://www.facebook.com'] : []),
  ]
  const connect = [
    ...originOf(config.webApp.apiUrl),
    ...originOf(config.webApp.sentryDsn),
    ...(google ? ['https://accounts.google.com'] : []),
    ...(facebook ? ['https://graph.facebook.com', 'https://www.facebook.com'] : []),
  ]
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scripts],
    'style-src': ["'self'", ...(google ? ['https://accounts.google.com/gsi/style'] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/** Features the app never uses are off; the camera is for this origin only (the Create page). */
export const permissionsPolicy =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/**
 * Browser security headers on every answer: the CSP above, no framing, no MIME sniffing, a
 * referrer that never carries a path elsewhere, and HSTS when the public address is https.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const { config } = app
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The Google sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Native apps (capacitor://localhost) load pictures from the API's origin.
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy)
  })
  // Ionic's components that have no shadow DOM add their styles in <style> elements at run time.
  app.decorate('styleNonce', (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64')
    const directives = contentSecurityPolicy(config)
    const styles = directives['style-src'] ?? []
    reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...directives, 'style-src': [...styles, `'nonce-${nonce}'`] },
      },
    })
    return nonce
  })
})
