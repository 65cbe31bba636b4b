import { createHmac } from 'node:crypto'
import { answerMessages, fillMessage } from '@huey/contracts'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'

const facebook = { provider: 'Facebook' }

import type { SocialIdentity } from './google'

export interface FacebookSettings {
  readonly appId: string | undefined
  readonly appSecret: string | undefined
  readonly graphUrl: string
}

const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string(),
    user_id: z.string().optional(),
    expires_at: z.number().optional(),
  }),
})
const meSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
})

/** Verifies a Facebook access token with the Graph API's debug_token and reads the person's profile. */
export function createFacebookVerifier(
  settings: FacebookSettings,
  fetchImpl: typeof fetch = fetch,
) {
  return async function verifyFacebookAccessToken(accessToken: string): Promise<SocialIdentity> {
    const { appId, appSecret, graphUrl } = settings
    if (!appId || !appSecret) {
      throw new HttpError(404, fillMessage(answerMessages.socialNotOffered, facebook))
    }
    const rejected = new HttpError(401, fillMessage(answerMessages.socialNotVerified, facebook))
    const unavailable = (cause: unknown) =>
      new HttpError(503, fillMessage(answerMessages.socialUnavailable, facebook), {}, cause)
    const get = async (path: string, params: Record<string, string>) => {
      const url = new URL(`${graphUrl}${path}`)
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
      let res: Response
      try {
        res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
      } catch (error) {
        throw unavailable(error)
      }
      if (res.status >= 500) throw unavailable(new Error(`Graph API answered ${res.status}`))
      if (!res.ok) throw rejected
      return res.json().catch(() => {
        throw rejected
      }) as Promise<unknown>
    }
    const debug = debugTokenSchema.safeParse(
      await get('/debug_token', {
        input_token: accessToken,
        access_token: `${appId}|${appSecret}`,
      }),
    )
    if (!debug.success) throw rejected
    const { is_valid, app_id, user_id, expires_at } = debug.data.data
    const expired = expires_at !== undefined && expires_at !== 0 && expires_at * 1000 <= Date.now()
    if (!is_valid || app_id !== appId || expired) throw rejected
    const me = meSchema.safeParse(
      await get('/me', {
        fields: 'id,name,email',
        access_token: accessToken,
        // Proves the call comes from the app's server (Graph API "Require App Secret").
        appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
      }),
    )
    if (!me.success || (user_id !== undefined && me.data.id !== user_id)) throw rejected
    return {
      subject: me.data.id,
      email: me.data.email?.toLowerCase(),
      // Facebook only returns e-mail addresses the person has confirmed.
      emailVerified: me.data.email !== undefined,
      name: me.data.name,
    }
  }
}
