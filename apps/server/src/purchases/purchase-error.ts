import type { ErrorCode } from '@huey/contracts'

/** Why a receipt or purchase was not accepted: a code of the contracts' catalogue (`errorCodes`). */
export type PurchaseErrorCode = Extract<
  ErrorCode,
  | 'PURCHASE_FORGED'
  | 'PURCHASE_WRONG_APP'
  | 'PURCHASE_UNKNOWN_PRODUCT'
  | 'PURCHASE_UNKNOWN_PURCHASE'
  | 'PURCHASE_OTHER_ACCOUNT'
  | 'PURCHASE_STORE_UNAVAILABLE'
  | 'PURCHASE_UNSUPPORTED'
>

/**
 * A refused receipt or purchase: its code, and a message with the details for the log and the
 * validator's answer; the validator answers `ok: false` with it, a notification the code's words.
 */
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
