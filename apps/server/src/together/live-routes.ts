import type { WebSocket } from '@fastify/websocket'
import {
  TOGETHER_PAINTER_RATE,
  type TogetherServerMessage,
  togetherClientMessageSchema,
  togetherCloseCodes,
  togetherHelloSchema,
  togetherMessages,
  togetherParamsSchema,
} from '@huey/contracts'
import type { FastifyPluginAsync } from 'fastify'
import { me } from '../auth/account'
import { RateBucket } from './rate'
import { filledRegions } from './repository'
import type { Painter, Room } from './room'
import type { Rooms } from './rooms'
import type { TogetherService } from './service'

/** How long a new socket has to say hello with its token. */
const HELLO_MS = 10_000

function parse(data: unknown): unknown {
  try {
    return JSON.parse(String(data))
  } catch {
    return undefined
  }
}

/**
 * The live session on a WebSocket: hello (the token), the whole state, then fills, positions and
 * reactions both ways. A message that is not valid, or too many of them, closes that socket
 * alone, with its reason.
 */
export const togetherLiveRoutes: FastifyPluginAsync<{
  service: TogetherService
  rooms: Rooms
}> = async (app, { service, rooms }) => {
  app.get('/together/:sessionId/live', { websocket: true }, (socket: WebSocket, request) => {
    const params = togetherParamsSchema.safeParse(request.params)
    const bucket = new RateBucket(TOGETHER_PAINTER_RATE, TOGETHER_PAINTER_RATE * 2)
    let painter: Painter | undefined
    let room: Room | undefined
    let queue = Promise.resolve()
    const close = (code: number, reason: string) => socket.close(code, reason.slice(0, 120))
    const helloTimer = setTimeout(() => close(togetherCloseCodes.refused, 'No hello.'), HELLO_MS)
    const send = (message: TogetherServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
    }

    async function hello(raw: unknown): Promise<void> {
      const said = togetherHelloSchema.safeParse(raw)
      if (!said.success || !params.success) {
        return close(togetherCloseCodes.malformed, 'The first message must be a hello.')
      }
      const user = await me(app.accounts, said.data.token).catch(() => undefined)
      const found = user && (await service.painterOf(user.userId, params.data.sessionId))
      if (!user || !found) return close(togetherCloseCodes.gone, togetherMessages.notFound)
      clearTimeout(helloTimer)
      const own = found.painters.find((p) => p.painterId === user.userId)
      room = await rooms.acquire(found.session.id, found.painters)
      painter = {
        connId: crypto.randomUUID(),
        painterId: user.userId,
        name: user.name,
        colour: own?.colour ?? '#6c4cf1',
        send,
      }
      const filled = await filledRegions(app.database.db, found.session.id)
      send({ t: 'state', you: user.userId, filled, painters: room.painterList() })
      await room.enter(painter)
    }

    async function receive(data: unknown): Promise<void> {
      const raw = parse(data)
      if (!painter || !room) return hello(raw)
      const message = togetherClientMessageSchema.safeParse(raw)
      if (!message.success) {
        return close(
          togetherCloseCodes.malformed,
          `Malformed message: ${message.error.issues[0]?.message ?? 'invalid'}`,
        )
      }
      if (!bucket.take() || !(await room.handle(painter, message.data))) {
        return close(togetherCloseCodes.rateLimited, 'Too many messages.')
      }
    }

    socket.on('message', (data) => {
      queue = queue
        .then(() => receive(data))
        .catch((err: unknown) => {
          request.log.warn({ err }, 'together: a message failed')
          close(1011, 'Server error.')
        })
    })
    socket.on('close', () => {
      clearTimeout(helloTimer)
      queue = queue
        .then(async () => {
          if (!painter || !room) return
          await room.leave(painter)
          await rooms.release(room)
        })
        .catch((err: unknown) => request.log.warn({ err }, 'together: leaving failed'))
    })
  })
}
