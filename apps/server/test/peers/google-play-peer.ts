import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { importSPKI, jwtVerify } from 'jose'
import { listen } from './listen'

export const packageName = 'app.huey.test'
const DAY = 86_400_000

export interface PlaySubscription {
  subscriptionState: string
  latestOrderId?: string
  acknowledgementState: string
  lineItems: { productId: string; expiryTime?: string; autoRenewingPlan?: object }[]
}

/**
 * Google's side of Play purchases: an OAuth2 token endpoint that checks the service account's signed
 * JWT, the Play Developer API's subscriptionsv2.get and subscriptions.acknowledge, on loopback.
 */
export async function startGooglePlayPeer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const clientEmail = 'play-validator@huey-test.iam.gserviceaccount.com'
  const subscriptions = new Map<string, PlaySubscription>()
  const accessTokens = new Set<string>()
  const acknowledged: string[] = []
  let tokenRequests = 0
  let failAcknowledge = false
  let order = 1000

  const peer = await listen((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void handle(
        req.method ?? 'GET',
        req.url ?? '',
        req.headers.authorization,
        Buffer.concat(chunks),
      ).then(([status, body]) => {
        res.statusCode = status
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(body))
      })
    })
  })
  const tokenUri = `${peer.url}/token`

  async function handle(
    method: string,
    url: string,
    authorization: string | undefined,
    body: Buffer,
  ): Promise<[number, unknown]> {
    if (method === 'POST' && url === '/token') {
      tokenRequests++
      const form = new URLSearchParams(body.toString())
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        return [400, { error: 'unsupported_grant_type' }]
      }
      try {
        const { payload } = await jwtVerify(
          form.get('assertion') ?? '',
          await importSPKI(publicPem, 'RS256'),
          { issuer: clientEmail, audience: tokenUri },
        )
        if (payload.scope !== 'https://www.googleapis.com/auth/androidpublisher') throw new Error()
      } catch {
        return [400, { error: 'invalid_grant' }]
      }
      const token = `ya29.${randomBytes(12).toString('hex')}`
      accessTokens.add(token)
      return [200, { access_token: token, expires_in: 3599, token_type: 'Bearer' }]
    }
    if (!accessTokens.has(authorization?.replace(/^Bearer /, '') ?? '')) {
      return [401, { error: { code: 401 } }]
    }
    const base = `/androidpublisher/v3/applications/${packageName}/purchases`
    if (method === 'GET' && url.startsWith(`${base}/subscriptionsv2/tokens/`)) {
      const token = decodeURIComponent(url.slice(`${base}/subscriptionsv2/tokens/`.length))
      const sub = subscriptions.get(token)
      return sub ? [200, { kind: 'androidpublisher#subscriptionPurchaseV2', ...sub }] : [404, {}]
    }
    const cancel = new RegExp(`^${base}/subscriptions/([^/]+)/tokens/(.+):cancel$`).exec(url)
    if (method === 'POST' && cancel) {
      const sub = subscriptions.get(decodeURIComponent(cancel[2] ?? ''))
      if (!sub) return [404, {}]
      sub.subscriptionState = 'SUBSCRIPTION_STATE_CANCELED'
      for (const item of sub.lineItems) item.autoRenewingPlan = { autoRenewEnabled: false }
      return [200, {}]
    }
    const ack = new RegExp(`^${base}/subscriptions/([^/]+)/tokens/(.+):acknowledge$`).exec(url)
    if (method === 'POST' && ack) {
      const token = decodeURIComponent(ack[2] ?? '')
      const sub = subscriptions.get(token)
      if (!sub) return [404, {}]
      if (failAcknowledge) return [503, {}]
      sub.acknowledgementState = 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED'
      acknowledged.push(token)
      return [200, {}]
    }
    return [404, {}]
  }

  return {
    env: {
      GOOGLE_PLAY_PACKAGE_NAME: packageName,
      GOOGLE_PLAY_API_URL: peer.url,
      GOOGLE_PLAY_SERVICE_ACCOUNT: JSON.stringify({
        type: 'service_account',
        client_email: clientEmail,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: tokenUri,
      }),
    },
    /** A new purchase of this product; returns its token. */
    buy(productId = 'huey.premium.monthly', overrides: Partial<PlaySubscription> = {}): string {
      const token = `tok-${randomBytes(16).toString('hex')}`
      subscriptions.set(token, {
        subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
        latestOrderId: `GPA.${order++}-0000-0000-00000`,
        acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
        lineItems: [
          {
            productId,
            expiryTime: new Date(Date.now() + 30 * DAY).toISOString(),
            autoRenewingPlan: { autoRenewEnabled: true },
          },
        ],
        ...overrides,
      })
      return token
    },
    subscription: (token: string) => subscriptions.get(token),
    /** The base64 `data` of a Pub/Sub push about this purchase. */
    notification(token: string, opts: { voided?: boolean; packageName?: string } = {}): string {
      const about = opts.voided
        ? { voidedPurchaseNotification: { purchaseToken: token, orderId: 'GPA.1', productType: 1 } }
        : {
            subscriptionNotification: {
              version: '1.0',
              notificationType: 13,
              purchaseToken: token,
            },
          }
      const message = {
        version: '1.0',
        packageName: opts.packageName ?? packageName,
        eventTimeMillis: String(Date.now()),
        ...about,
      }
      return Buffer.from(JSON.stringify(message)).toString('base64')
    },
    acknowledged: () => [...acknowledged],
    tokenRequests: () => tokenRequests,
    failAcknowledgements(fail: boolean) {
      failAcknowledge = fail
    },
    close: peer.close,
  }
}
