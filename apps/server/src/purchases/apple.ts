import { X509Certificate } from 'node:crypto'
import { PRODUCT_IDS, type ProductId } from '@huey/contracts'
import { compactVerify, decodeProtectedHeader } from 'jose'
import { z } from 'zod'
import { PurchaseError } from './purchase-error'
import type { AppleConfig } from './store-config'

/** Apple marks its App Store signing certificates with these extensions (Apple PKI policy). */
const LEAF_OID = Buffer.from('060a2a864886f76364060b01', 'hex') // 1.2.840.113635.100.6.11.1
const INTERMEDIATE_OID = Buffer.from('060a2a864886f76364060201', 'hex') // 1.2.840.113635.100.6.2.1

/** The fields of Apple's JWSTransactionDecodedPayload we rely on. */
const transactionSchema = z.object({
  transactionId: z.string().min(1),
  originalTransactionId: z.string().min(1),
  bundleId: z.string(),
  productId: z.string(),
  purchaseDate: z.number().optional(),
  expiresDate: z.number().optional(),
  revocationDate: z.number().optional(),
  revocationReason: z.number().optional(),
  environment: z.string(),
  appAccountToken: z.string().optional(),
  signedDate: z.number().optional(),
})

export interface AppleTransaction {
  readonly transactionId: string
  readonly originalTransactionId: string
  readonly productId: ProductId
  readonly purchaseDate: Date | undefined
  readonly expiresAt: Date
  /** Refunded or revoked by Apple (revocationDate set). */
  readonly revoked: boolean
  readonly appAccountToken: string | undefined
}

/**
 * Verifies an App Store signed transaction (StoreKit 2 `jwsRepresentation`, or
 * `signedTransactionInfo` from the App Store Server API): its x5c chain up to the configured root,
 * Apple's certificate extensions, the ES256 signature, then bundle id, environment and product.
 */
export async function verifyAppleTransaction(
  jws: string,
  config: Pick<AppleConfig, 'bundleId' | 'rootCa' | 'environments'>,
  now: Date,
): Promise<AppleTransaction> {
  const parsed = transactionSchema.safeParse(await verifyAppleJws(jws, config.rootCa, now))
  if (!parsed.success) throw new PurchaseError('PURCHASE_FORGED', 'The transaction is incomplete.')
  const t = parsed.data
  if (t.bundleId !== config.bundleId) {
    throw new PurchaseError('PURCHASE_WRONG_APP', 'The transaction belongs to another app.')
  }
  if (!config.environments.includes(t.environment)) {
    throw new PurchaseError(
      'PURCHASE_WRONG_APP',
      `Transactions from ${t.environment} are not accepted.`,
    )
  }
  if (!isProductId(t.productId)) {
    throw new PurchaseError(
      'PURCHASE_UNKNOWN_PRODUCT',
      'The transaction is for an unknown product.',
    )
  }
  if (t.expiresDate === undefined) {
    throw new PurchaseError('PURCHASE_UNKNOWN_PRODUCT', 'The transaction is not a subscription.')
  }
  return {
    transactionId: t.transactionId,
    originalTransactionId: t.originalTransactionId,
    productId: t.productId,
    purchaseDate: t.purchaseDate === undefined ? undefined : new Date(t.purchaseDate),
    expiresAt: new Date(t.expiresDate),
    revoked: t.revocationDate !== undefined,
    appAccountToken: t.appAccountToken,
  }
}

/** The payload of anything the App Store signs (transactions, notifications), once verified. */
export async function verifyAppleJws(jws: string, rootPem: string, now: Date): Promise<unknown> {
  const leafKey = verifiedLeafKey(jws, rootPem, now)
  try {
    const verified = await compactVerify(jws, leafKey, { algorithms: ['ES256'] })
    return JSON.parse(new TextDecoder().decode(verified.payload))
  } catch {
    throw new PurchaseError('PURCHASE_FORGED', 'The signature is not valid.')
  }
}

export function isProductId(id: string): id is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(id)
}

/** The leaf certificate's key, once the chain leaf → intermediate → configured root checks out. */
function verifiedLeafKey(jws: string, rootPem: string, now: Date) {
  let chain: X509Certificate[]
  try {
    const header = decodeProtectedHeader(jws)
    if (header.alg !== 'ES256' || !Array.isArray(header.x5c) || header.x5c.length < 2) {
      throw new Error('no ES256 x5c chain')
    }
    chain = header.x5c.map((der) => new X509Certificate(Buffer.from(der, 'base64')))
  } catch {
    throw new PurchaseError(
      'PURCHASE_FORGED',
      'The transaction is not a signed App Store transaction.',
    )
  }
  const [leaf, intermediate] = chain
  const root = new X509Certificate(rootPem)
  const valid = (cert: X509Certificate) =>
    new Date(cert.validFrom) <= now && now <= new Date(cert.validTo)
  const trusted =
    leaf !== undefined &&
    intermediate !== undefined &&
    [leaf, intermediate, root].every(valid) &&
    intermediate.ca &&
    !leaf.ca &&
    leaf.checkIssued(intermediate) &&
    leaf.verify(intermediate.publicKey) &&
    intermediate.checkIssued(root) &&
    intermediate.verify(root.publicKey) &&
    leaf.raw.includes(LEAF_OID) &&
    intermediate.raw.includes(INTERMEDIATE_OID)
  if (!trusted) {
    throw new PurchaseError('PURCHASE_FORGED', 'The transaction is not signed by the App Store.')
  }
  return leaf.publicKey
}
