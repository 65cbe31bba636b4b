import type { FastifyRequest, FastifyServerOptions } from 'fastify'

// Query parameters that carry a secret: one-time links (consent, verification, password reset)
// and anything shaped like them.
const secretParameter = /token|code|secret|key|password|session/i

/** The URL with the values of secret-bearing query parameters replaced, so logs never hold them. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq < 0 ? pair : pair.slice(0, eq)
      return eq >= 0 && secretParameter.test(name) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, at)}?${query.join('&')}`
}

/** What Fastify logs of each request: its own default fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

type LoggerOption = FastifyServerOptions['logger']

/** The server's logger options with the redacting request serializer added. */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger
  const base = logger === true ? {} : logger
  return { ...base, serializers: { req: serializeRequest, ...base.serializers } }
}
