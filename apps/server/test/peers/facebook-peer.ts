import { createHmac } from 'node:crypto'
import { listen } from './listen'

export const facebookAppId = 'huey-fb-app'
export const facebookAppSecret = 'fb-secret'

export interface FacebookPerson {
  readonly id: string
  readonly name: string
  readonly email?: string
  readonly appId?: string
  readonly expiresAt?: number
}

/** A Graph API stand-in: debug_token checks the app's credentials, /me answers the person. */
export async function startFacebookPeer() {
  const tokens = new Map<string, FacebookPerson>()
  const peer = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    res.setHeader('content-type', 'application/json')
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${facebookAppId}|${facebookAppSecret}`) {
        res.statusCode = 400
        return res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }))
      }
      const person = tokens.get(url.searchParams.get('input_token') ?? '')
      return res.end(
        JSON.stringify({
          data: person
            ? {
                is_valid: true,
                app_id: person.appId ?? facebookAppId,
                user_id: person.id,
                expires_at: person.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
              }
            : { is_valid: false, app_id: facebookAppId },
        }),
      )
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? ''
      const person = tokens.get(token)
      const proof = createHmac('sha256', facebookAppSecret).update(token).digest('hex')
      if (url.searchParams.get('appsecret_proof') !== proof) {
        res.statusCode = 400
        return res.end(JSON.stringify({ error: { message: 'Invalid appsecret_proof' } }))
      }
      if (!person) {
        res.statusCode = 401
        return res.end(JSON.stringify({ error: { message: 'Invalid token' } }))
      }
      return res.end(JSON.stringify({ id: person.id, name: person.name, email: person.email }))
    }
    res.statusCode = 404
    return res.end('{}')
  })
  return {
    graphUrl: peer.url,
    issue(token: string, person: FacebookPerson) {
      tokens.set(token, person)
    },
    close: peer.close,
  }
}
