import { z } from 'zod'

/** How long an invitation to paint together stays open. */
export const TOGETHER_INVITE_HOURS = 24
/** Painters one picture takes at once. */
export const TOGETHER_MAX_PAINTERS = 8
/** A painter's messages a second, and a session's, before the socket is closed. */
export const TOGETHER_PAINTER_RATE = 40
export const TOGETHER_SESSION_RATE = 200
/** Regions one fill message may carry (a painter back online sends what they painted offline). */
export const TOGETHER_FILL_BATCH = 5000

/** The reactions painters may send each other: no free text, so children meet no words. */
export const togetherReactionSchema = z.enum(['👍', '❤️', '😄', '🎨', '⭐', '👏'])
export type TogetherReaction = z.infer<typeof togetherReactionSchema>

export const togetherMessages = {
  notFound: 'This invitation does not exist or has expired.',
  full: 'Eight painters are already painting this picture.',
  childNotFamily: 'A child can paint together only with their family.',
  consentNeeded: "A parent's consent is needed to paint together.",
} as const

/** The WebSocket close codes the server uses, with the reason sent. */
export const togetherCloseCodes = {
  malformed: 4400,
  refused: 4403,
  gone: 4404,
  rateLimited: 4429,
} as const

export const createTogetherBodySchema = z.object({ imageId: z.string().min(1).max(120) })
export const joinTogetherBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, 'The code has six letters and digits.'),
})
export const togetherParamsSchema = z.object({ sessionId: z.uuid() })

/** An invitation as its maker and its guests see it. */
export const togetherSessionSchema = z.object({
  sessionId: z.uuid(),
  code: z.string(),
  imageId: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type TogetherSession = z.infer<typeof togetherSessionSchema>

const regionId = z.number().int().min(1).max(100_000)
const unit = z.number().finite().min(0).max(1)

/** The socket's first message: the session token (a browser cannot send headers with it). */
export const togetherHelloSchema = z.object({ t: z.literal('hello'), token: z.string().max(2000) })

/** What a painter's app sends on the socket after its hello. */
export const togetherClientMessageSchema = z.discriminatedUnion('t', [
  /** Regions painted (once on connecting: every region painted so far, offline too). */
  z.object({ t: z.literal('fill'), ids: z.array(regionId).min(1).max(TOGETHER_FILL_BATCH) }),
  /** Where the painter is, as a share of the picture's width and height. */
  z.object({ t: z.literal('at'), x: unit, y: unit }),
  z.object({ t: z.literal('react'), emoji: togetherReactionSchema }),
])
export type TogetherClientMessage = z.infer<typeof togetherClientMessageSchema>

export const togetherPainterSchema = z.object({
  painterId: z.string(),
  name: z.string(),
  colour: z.string(),
  /** Connected now, on any server. */
  here: z.boolean(),
})
export type TogetherPainter = z.infer<typeof togetherPainterSchema>

/** What the server sends: the whole state first, then what changes. */
export const togetherServerMessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('state'),
    you: z.string(),
    filled: z.array(z.number().int()),
    painters: z.array(togetherPainterSchema),
  }),
  z.object({
    t: z.literal('fill'),
    by: z.string(),
    ids: z.array(z.number().int()),
    at: z.number(),
  }),
  z.object({ t: z.literal('at'), by: z.string(), x: z.number(), y: z.number() }),
  z.object({ t: z.literal('react'), by: z.string(), emoji: togetherReactionSchema }),
  z.object({ t: z.literal('painters'), painters: z.array(togetherPainterSchema) }),
])
export type TogetherServerMessage = z.infer<typeof togetherServerMessageSchema>
