/** Why a receipt or purchase was not accepted; the validator answers `ok: false` with it. */
export type PurchaseErrorCode =
  | 'forged'
  | 'wrong-app'
  | 'unknown-product'
  | 'unknown-purchase'
  | 'other-account'
  | 'store-unavailable'
  | 'unsupported'

export class PurchaseError extends Error {
  override readonly name = 'PurchaseError'
  constructor(
    readonly code: PurchaseErrorCode,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause })
  }
}
