import 'reflect-metadata'
import { webcrypto } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import * as x509 from '@peculiar/x509'
import { exportPKCS8, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import { listen } from './listen'

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0])

export const bundleId = 'app.huey.test'
const ecdsa = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const
const DAY = 86_400_000

/** Apple's marker extensions (value: DER NULL). */
const appleExtension = (oid: string) => new x509.Extension(oid, false, new Uint8Array([5, 0]))

async function keys() {
  return (await webcrypto.subtle.generateKey(ecdsa, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair
}

/** A root, an intermediate and a leaf like Apple's App Store chain, made by the test. */
async function makeChain(name: string, { leafExpired = false } = {}) {
  const notBefore = new Date(Date.now() - DAY)
  const notAfter = new Date(Date.now() + 365 * DAY)
  const rootKeys = await keys()
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: `CN=${name} Root CA`,
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: ecdsa,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
  })
  const intermediateKeys = await keys()
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: `CN=${name} Worldwide Developer Relations`,
    issuer: root.subject,
    notBefore,
    notAfter,
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ecdsa,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      appleExtension('1.2.840.113635.100.6.2.1'),
    ],
  })
  const leafKeys = await keys()
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '03',
    subject: `CN=${name} Prod ECC Mac App Store and iTunes Store Receipt Signing`,
    issuer: intermediate.subject,
    notBefore: leafExpired ? new Date(Date.now() - 10 * DAY) : notBefore,
    notAfter: leafExpired ? new Date(Date.now() - 5 * DAY) : notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: intermediateKeys.privateKey,
    signingAlgorithm: ecdsa,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      appleExtension('1.2.840.113635.100.6.11.1'),
    ],
  })
  const der = (c: x509.X509Certificate) => Buffer.from(c.rawData).toString('base64')
  return {
    rootPem: root.toString('pem'),
    x5c: [der(leaf), der(intermediate), der(root)],
    leafKey: leafKeys.privateKey,
  }
}

type Chain = Awaited<ReturnType<typeof makeChain>>

export interface TransactionClaims {
  transactionId?: string
  originalTransactionId?: string
  productId?: string
  bundleId?: string
  expiresDate?: number
  revocationDate?: number
  environment?: string
  appAccountToken?: string
}

/**
 * The App Store's side: signed transactions (StoreKit 2 `jwsRepresentation`) from a chain whose root
 * the server is configured to trust, and the App Store Server API on a loopback port.
 */
export async function startAppStorePeer() {
  const chain = await makeChain('Test Apple')
  const foreign = await makeChain('Forger')
  const expiredLeaf = await makeChain('Test Apple Old', { leafExpired: true })
  const apiKeys = await keys()
  let serial = 1_000_000
  /** The latest signed transaction of each original transaction id, as the API answers it. */
  const latest = new Map<string, string>()
  const byId = new Map<string, string>()
  let apiRequests = 0

  async function sign(claims: TransactionClaims, opts: { chain?: Chain; x5c?: string[] } = {}) {
    const use = opts.chain ?? chain
    const transactionId = claims.transactionId ?? String(serial++)
    const payload = {
      transactionId,
      originalTransactionId: claims.originalTransactionId ?? transactionId,
      bundleId: claims.bundleId ?? bundleId,
      productId: claims.productId ?? 'huey.premium.monthly',
      purchaseDate: Date.now() - 60_000,
      originalPurchaseDate: Date.now() - 60_000,
      expiresDate: claims.expiresDate ?? Date.now() + 30 * DAY,
      type: 'Auto-Renewable Subscription',
      inAppOwnershipType: 'PURCHASED',
      environment: claims.environment ?? 'Production',
      signedDate: Date.now(),
      ...(claims.revocationDate
        ? { revocationDate: claims.revocationDate, revocationReason: 0 }
        : {}),
      ...(claims.appAccountToken ? { appAccountToken: claims.appAccountToken } : {}),
    }
    const jws = await new SignJWT(payload as unknown as JWTPayload)
      .setProtectedHeader({ alg: 'ES256', x5c: opts.x5c ?? use.x5c })
      .sign(use.leafKey)
    if (use === chain && !opts.x5c) {
      latest.set(payload.originalTransactionId, jws)
      byId.set(transactionId, jws)
    }
    return { jws, ...payload }
  }

  const authorized = async (req: IncomingMessage) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    try {
      const { payload } = await jwtVerify(token, apiKeys.publicKey, {
        audience: 'appstoreconnect-v1',
        issuer: 'test-issuer',
      })
      return payload.bid === bundleId
    } catch {
      return false
    }
  }

  const api = await listen((req, res) => {
    apiRequests++
    void authorized(req).then((ok) => {
      res.setHeader('content-type', 'application/json')
      if (!ok) {
        res.statusCode = 401
        return res.end('{}')
      }
      const url = req.url ?? ''
      const tx = /^\/inApps\/v1\/transactions\/(\w+)$/.exec(url)
      const sub = /^\/inApps\/v1\/subscriptions\/(\w+)$/.exec(url)
      const jws = tx ? byId.get(tx[1] ?? '') : sub ? latest.get(sub[1] ?? '') : undefined
      if (!jws) {
        res.statusCode = 404
        return res.end('{"errorCode":4040010}')
      }
      if (tx) return res.end(JSON.stringify({ signedTransactionInfo: jws }))
      const originalTransactionId = sub?.[1]
      return res.end(
        JSON.stringify({
          data: [
            {
              subscriptionGroupIdentifier: '1',
              lastTransactions: [{ originalTransactionId, status: 1, signedTransactionInfo: jws }],
            },
          ],
        }),
      )
    })
  })

  /** An App Store Server Notification V2 about this signed transaction. */
  async function notification(
    notificationType: string,
    signedTransactionInfo?: string,
    opts: { subtype?: string; bundleId?: string; forged?: boolean } = {},
  ) {
    const use = opts.forged ? foreign : chain
    const payload = {
      notificationType,
      ...(opts.subtype ? { subtype: opts.subtype } : {}),
      notificationUUID: crypto.randomUUID(),
      version: '2.0',
      signedDate: Date.now(),
      data: {
        bundleId: opts.bundleId ?? bundleId,
        environment: 'Production',
        ...(signedTransactionInfo ? { signedTransactionInfo } : {}),
      },
    }
    return new SignJWT(payload as unknown as JWTPayload)
      .setProtectedHeader({ alg: 'ES256', x5c: use.x5c })
      .sign(use.leafKey)
  }

  return {
    rootPem: chain.rootPem,
    notification,
    /** The environment that makes the server trust this peer. */
    env: {
      APPLE_BUNDLE_ID: bundleId,
      APPLE_ROOT_CA: chain.rootPem,
      APPLE_API_URL: api.url,
      APPLE_ISSUER_ID: 'test-issuer',
      APPLE_KEY_ID: 'TESTKEY123',
      APPLE_PRIVATE_KEY: await exportPKCS8(apiKeys.privateKey),
    },
    sign,
    /** A transaction signed by a chain that does not lead to the configured root. */
    forge: (claims: TransactionClaims) => sign(claims, { chain: foreign }),
    /** Apple's own chain, but with the forger's leaf key doing the signing. */
    forgeWithAppleChain: (claims: TransactionClaims) =>
      sign(claims, { chain: { ...foreign, x5c: chain.x5c } }),
    signWithExpiredLeaf: (claims: TransactionClaims) => sign(claims, { chain: expiredLeaf }),
    expiredLeafRootPem: expiredLeaf.rootPem,
    apiRequests: () => apiRequests,
    close: api.close,
  }
}
