import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import PinoPretty from 'pino-pretty'
import { redactUrl } from './log-redaction'

/**
 * How the server logs. To a terminal: one short, coloured, human line per event, each request one
 * line (`GET /home 200 3 ms`). Anywhere else (a file, a log collector): pino's JSON, one object
 * per line, with Fastify's own request and response records.
 */
export interface LogSetup {
  readonly logger: FastifyServerOptions['logger']
  readonly logController?: LogController
}

/** Each request as one line when it is answered, instead of Fastify's two records. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`
    if (error) reply.log.error({ err: error }, line)
    else reply.log.info(line)
  }
}

/** `out` is where the lines go: standard output, or a test's stream. */
export function logSetup(level: string, terminal: boolean, out?: NodeJS.WritableStream): LogSetup {
  if (!terminal) return { logger: out ? { level, stream: out } : { level } }
  const stream = PinoPretty({
    colorize: out === undefined,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    sync: true,
    ...(out ? { destination: out } : {}),
  })
  return { logger: { level, stream }, logController: new OneLinePerRequest() }
}
