import { familyMessages } from './family'
import { answerMessages, serverMessages, validationMessages } from './messages'
import { photoMessages } from './photo-messages'
import { purchaseMessages } from './purchase-messages'
import { togetherMessages } from './together'

/**
 * Every error the server answers, by its stable code: `{ "error": message, "code": CODE }`. The
 * message is SPEC.md's (or the server's) English to the letter, `{{name}}` where the server puts a
 * value; the app translates by the code, never by the words. A new error: its code and message
 * here, `throw new HttpError(status, message)` on the server, its words per language in the app.
 */
export const errorCodes = {
  AUTH_SIGN_UP_REQUIRED: validationMessages.signUpRequired,
  AUTH_SIGN_IN_REQUIRED: validationMessages.signInRequired,
  AUTH_USER_ID_REQUIRED: validationMessages.noUserIdForAgeVerification,
  AUTH_GOOGLE_NO_ID_TOKEN: validationMessages.googleNoIdToken,
  AUTH_APPLE_NO_ID_TOKEN: 'Apple sign-in failed: No ID token received.',
  AUTH_FACEBOOK_NO_ACCESS_TOKEN: validationMessages.facebookNoAccessToken,
  AUTH_EMAIL_TAKEN: serverMessages.emailTaken,
  AUTH_EMAIL_TAKEN_USE_PASSWORD: answerMessages.emailTakenUsePassword,
  AUTH_EMAIL_TAKEN_OTHER_SOCIAL: answerMessages.emailTakenOtherSocial,
  AUTH_EMAIL_INVALID: answerMessages.emailInvalid,
  AUTH_EMAIL_ALREADY_VERIFIED: serverMessages.emailAlreadyVerified,
  AUTH_INVALID_CREDENTIALS: serverMessages.invalidCredentials,
  AUTH_SESSION_EXPIRED: serverMessages.sessionExpired,
  AUTH_SESSION_OTHER_ACCOUNT: 'This session belongs to another account.',
  AUTH_ACCOUNT_NOT_FOUND: 'No account has this id.',
  AUTH_AGE_NOT_VERIFIED: 'The age on this account is not verified.',
  AUTH_PASSWORD_TOO_SHORT: answerMessages.passwordTooShort,
  AUTH_PASSWORD_TOO_LONG: answerMessages.passwordTooLong,
  AUTH_PASSWORD_TOO_COMMON: answerMessages.passwordTooCommon,
  AUTH_PASSWORD_WRONG_CURRENT: serverMessages.wrongCurrentPassword,
  AUTH_PASSWORD_NONE_YET: serverMessages.noPasswordYet,
  AUTH_RESET_LINK_DEAD: serverMessages.resetLinkDead,
  AUTH_NAME_REQUIRED: answerMessages.nameRequired,
  AUTH_NAME_TOO_LONG: answerMessages.nameTooLong,
  AUTH_NAME_CONTROL_CHARACTERS: answerMessages.nameControlCharacters,
  AUTH_BIRTHDATE_FORMAT: answerMessages.birthdateFormat,
  AUTH_BIRTHDATE_NOT_REAL: answerMessages.birthdateNotReal,
  AUTH_BIRTHDATE_IN_FUTURE: answerMessages.birthdateInFuture,
  AUTH_BIRTHDATE_BEFORE_1900: answerMessages.birthdateBefore1900,
  AUTH_BIRTHDATE_NEEDED: answerMessages.birthdateNeeded,
  AUTH_BIRTHDATE_NEEDED_FIRST: serverMessages.birthdateNeededFirst,
  AUTH_PARENT_EMAIL_REQUIRED: serverMessages.parentEmailRequired,
  AUTH_PARENT_EMAIL_SAME_AS_OWN: serverMessages.parentEmailSameAsOwn,
  AUTH_CONSENT_PENDING: serverMessages.consentPending,
  AUTH_CONSENT_NOT_NEEDED: serverMessages.consentNotNeeded,
  AUTH_CONSENT_NOT_PENDING: serverMessages.consentNotPending,
  AUTH_CONSENT_MAIL_FAILED: serverMessages.consentMailFailed,
  AUTH_CONSENT_REQUIRED_TO_UPGRADE: serverMessages.consentRequiredToUpgrade,
  AUTH_CONSENT_REQUIRED_TO_LINK_SOCIAL: answerMessages.consentToLinkSocial,
  AUTH_MAIL_FAILED: answerMessages.mailFailed,
  AUTH_SOCIAL_UNAVAILABLE: answerMessages.socialUnavailable,
  AUTH_SOCIAL_NOT_OFFERED: answerMessages.socialNotOffered,
  AUTH_SOCIAL_NOT_VERIFIED: answerMessages.socialNotVerified,
  CATALOG_PICTURE_NOT_FOUND: 'No picture has this id.',
  CATALOG_PICTURE_PREMIUM: serverMessages.premiumPicture,
  CATALOG_DAILY_IN_FUTURE: 'Daily pictures cannot be asked for days in the future.',
  CATALOG_DAILY_RANGE_REVERSED: '`from` must be on or before `to`.',
  CATALOG_DAILY_RANGE_TOO_LONG: 'Ask for at most {{days}} days at a time.',
  WORKS_CURSOR_INVALID: 'Not a works cursor.',
  WORKS_REGION_UNKNOWN: 'Region {{region}} is not in this picture.',
  WORKS_FULL: 'At most {{count}} pictures are kept in an account.',
  WORKS_PUZZLE_MISMATCH: 'svgData does not match its regions and colours.',
  WORKS_PUZZLES_FULL: 'At most {{count}} made puzzles are kept.',
  PHOTO_MISSING: photoMessages.missing,
  PHOTO_EMPTY: photoMessages.empty,
  PHOTO_UNSUPPORTED: photoMessages.unsupported,
  PHOTO_CORRUPT: photoMessages.corrupt,
  PHOTO_TOO_LARGE: photoMessages.uploadTooLarge,
  PHOTO_TOO_MANY_PIXELS: photoMessages.tooManyPixels,
  PHOTO_TIMEOUT: photoMessages.timeout,
  PHOTO_BUSY: photoMessages.busy,
  PHOTO_CONSENT_REQUIRED: serverMessages.consentRequiredToUpload,
  PURCHASE_PARENT_NEEDED: purchaseMessages.askParentExplained,
  PURCHASE_NO_SUBSCRIPTION: serverMessages.noSubscription,
  PURCHASE_NO_WEB_SUBSCRIPTION: answerMessages.noWebSubscription,
  PURCHASE_SUBSCRIPTION_ACTIVE: answerMessages.subscriptionActive,
  PURCHASE_WEB_UNAVAILABLE: answerMessages.webPurchasesUnavailable,
  PURCHASE_STORE_UNAVAILABLE: purchaseMessages.storeUnavailable,
  PURCHASE_FORGED: 'The purchase could not be verified.',
  PURCHASE_WRONG_APP: 'The purchase belongs to another app.',
  PURCHASE_UNKNOWN_PRODUCT: 'The purchase is for an unknown product.',
  PURCHASE_UNKNOWN_PURCHASE: 'The store does not know this purchase.',
  PURCHASE_OTHER_ACCOUNT: 'This purchase belongs to another account.',
  PURCHASE_UNSUPPORTED: 'This kind of purchase is not accepted.',
  PURCHASE_GOOGLE_PLAY_UNAVAILABLE: 'Google Play is not available right now.',
  PURCHASE_WEBHOOK_SIGNATURE: 'The webhook signature is not valid.',
  PURCHASE_WEBHOOK_UNREADABLE: 'The webhook event could not be read.',
  PURCHASE_NOTIFICATION_UNREADABLE: 'The notification could not be read.',
  PURCHASE_NOTIFICATION_INCOMPLETE: 'The notification is incomplete.',
  PURCHASE_NOTIFICATION_OTHER_APP: 'The notification belongs to another app.',
  PURCHASE_GOOGLE_PLAY_NOT_ACCEPTED: 'Google Play notifications are not accepted here.',
  PURCHASE_APP_STORE_NOT_ACCEPTED: 'App Store notifications are not accepted here.',
  REQUEST_INVALID: 'Invalid request.',
  REQUEST_INVALID_ADDRESS: serverMessages.invalidAddress,
  REQUEST_INVALID_CHARACTERS: serverMessages.invalidCharacters,
  REQUEST_UNSUPPORTED_TYPE: 'Unsupported content type. Send JSON.',
  REQUEST_BODY_TOO_LARGE: 'The request body is too large.',
  REQUEST_BODY_EMPTY: 'The request body is empty. Send a JSON object.',
  REQUEST_BAD_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  REQUEST_INVALID_JSON: 'The request body is not valid JSON.',
  REQUEST_REFUSED: 'The request was refused.',
  RATE_LIMITED: answerMessages.tooManyAttempts,
  NOT_FOUND: serverMessages.notFound,
  DATABASE_UNREACHABLE: 'The database is not reachable.',
  AUTH_ACCOUNT_DELETED: serverMessages.accountDeleted,
  CATALOG_LANGUAGE_UNKNOWN: '`lang` names no language of the app.',
  FAMILY_NOT_YOUR_CHILD: familyMessages.notYourChild,
  FAMILY_PARENT_UNVERIFIED: familyMessages.parentMustBeVerified,
  FAMILY_PARENT_NOT_ADULT: familyMessages.parentMustBeAdult,
  TOGETHER_NOT_FOUND: togetherMessages.notFound,
  TOGETHER_FULL: togetherMessages.full,
  TOGETHER_CHILD_NOT_FAMILY: togetherMessages.childNotFamily,
  TOGETHER_CONSENT_NEEDED: togetherMessages.consentNeeded,
  INTERNAL: serverMessages.internal,
} as const

export type ErrorCode = keyof typeof errorCodes

/** A message matched to its code, with the values the server put in its `{{holes}}`. */
export interface CodedMessage {
  readonly code: ErrorCode
  readonly values?: Readonly<Record<string, string>>
}

const exact = new Map<string, ErrorCode>()
const templates: { code: ErrorCode; parts: string[]; names: string[] }[] = []
for (const [code, message] of Object.entries(errorCodes) as [ErrorCode, string][]) {
  if (!message.includes('{{')) {
    exact.set(message, code)
    continue
  }
  const pieces = message.split('{{')
  const parts = [pieces[0] ?? '']
  const names: string[] = []
  for (const piece of pieces.slice(1)) {
    const [name = '', rest = ''] = piece.split('}}')
    names.push(name)
    parts.push(rest)
  }
  templates.push({ code, parts, names })
}

/** Its literal parts in order, each hole at least one character: the values, or undefined. */
function valuesIn(message: string, parts: readonly string[]): string[] | undefined {
  const first = parts[0] ?? ''
  const last = parts[parts.length - 1] ?? ''
  if (!message.startsWith(first) || !message.endsWith(last)) return undefined
  const values: string[] = []
  let at = first.length
  for (const part of parts.slice(1, -1)) {
    const next = message.indexOf(part, at + 1)
    if (next < 0) return undefined
    values.push(message.slice(at, next))
    at = next + part.length
  }
  const end = message.length - last.length
  if (end <= at) return undefined
  values.push(message.slice(at, end))
  return values
}

/** The code of a message the server answers (a filled template gives its values back too). */
export function codeOfMessage(message: string): CodedMessage | undefined {
  const code = exact.get(message)
  if (code) return { code }
  for (const { code, parts, names } of templates) {
    const values = valuesIn(message, parts)
    if (values)
      return { code, values: Object.fromEntries(names.map((n, i) => [n, values[i] ?? ''])) }
  }
  return undefined
}
