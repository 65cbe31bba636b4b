/** The validation and error message catalogue of SPEC.md sections 5 and 8, to the letter. */
export const validationMessages = {
  signUpRequired: 'Email, password, name, and birthdate are required.',
  signInRequired: 'Email and password are required.',
  notLoggedIn: 'User is not logged in.',
  noUserIdForAgeVerification: 'No userId provided for age verification.',
  facebookNoAccessToken: 'Facebook login failed: No access token.',
  googleNoIdToken: 'Google login failed: No ID token received.',
} as const

export type AuthOperation =
  | 'facebook'
  | 'google'
  | 'apple'
  | 'signUp'
  | 'signIn'
  | 'upgrade'
  | 'deleteAccount'
  | 'verifyAge'
  | 'parentEmail'
  | 'resendConsent'

export interface OperationMessages {
  readonly serverError: string
  readonly unexpected: string
}

export const operationMessages: Readonly<Record<AuthOperation, OperationMessages>> = {
  facebook: {
    serverError: 'An error occurred while logging in with Facebook.',
    unexpected: 'An unexpected error occurred during Facebook login.',
  },
  google: {
    serverError: 'An error occurred while logging in with Google.',
    unexpected: 'An unexpected error occurred during Google login.',
  },
  // Not in SPEC.md: Sign in with Apple, worded as Google's.
  apple: {
    serverError: 'An error occurred while logging in with Apple.',
    unexpected: 'An unexpected error occurred during Apple login.',
  },
  signUp: {
    serverError: 'An error occurred during sign-up.',
    unexpected: 'An unexpected error occurred during sign-up.',
  },
  signIn: {
    serverError: 'An error occurred during sign-in.',
    unexpected: 'An unexpected error occurred during sign-in.',
  },
  upgrade: {
    serverError: 'An error occurred during the upgrade to premium.',
    unexpected: 'An unexpected error occurred during the upgrade to premium.',
  },
  deleteAccount: {
    serverError: 'An error occurred while deleting the account.',
    unexpected: 'An unexpected error occurred during account deletion.',
  },
  verifyAge: {
    serverError: 'Failed to verify user age.',
    unexpected: 'An unexpected error occurred during age verification.',
  },
  // Not in SPEC.md: the child's side of parental consent (naming a parent, sending the link again).
  parentEmail: {
    serverError: 'We could not send the e-mail to your parent.',
    unexpected: 'An unexpected error occurred while sending the e-mail to your parent.',
  },
  resendConsent: {
    serverError: 'We could not send the e-mail to your parent again.',
    unexpected: 'An unexpected error occurred while sending the e-mail to your parent again.',
  },
}

/** What the global error handler records (SPEC.md section 8). */
export function globalErrorMessage(message: string | undefined | null): string {
  return `Global error: ${message ? message : 'Unknown error'}`
}

export const signUpSuccessMessage = 'Account created. Please sign in.'

/** Messages the server answers with; the client shows them as given. */
export const serverMessages = {
  emailTaken: 'An account with this e-mail already exists.',
  parentEmailRequired: "A parent's e-mail is required for users under 13.",
  invalidCredentials: 'Invalid e-mail or password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** A 401 to a token of an account that no longer exists: the device forgets its data. */
  accountDeleted: 'This account was deleted.',
  consentRequiredToUpgrade: 'Parental consent is required to upgrade.',
  consentPending: 'Parental consent is still pending.',
  consentRequiredToUpload: 'Parental consent is required to upload photos.',
  parentEmailSameAsOwn: "The parent's e-mail must be different from yours.",
  consentMailFailed: 'We could not send the e-mail to your parent. Please try again.',
  consentMailSent: 'We sent an e-mail to your parent to confirm your account.',
  consentNotNeeded: "This account does not need a parent's consent.",
  consentNotPending: 'No parental consent is waiting to be sent again.',
  birthdateNeededFirst: 'Tell us your birthdate first.',
  premiumPicture: 'This picture is for premium members.',
  noSubscription: 'No active subscription was found.',
  notFound: 'Not found.',
  invalidAddress: 'The address contains characters that are not allowed.',
  invalidCharacters: 'The request contains characters that are not allowed.',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong on our side. Please try again.',
  verificationMailSent: 'We sent you an e-mail to confirm your address.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  resetMailSent: 'If an account has this address, we sent it a link to choose a new password.',
  resetLinkDead: 'This link no longer works. Ask for a new one.',
  passwordReset: 'Your password is changed. Please sign in.',
  passwordChanged: 'Your password is changed. Your other devices are signed out.',
  wrongCurrentPassword: 'The current password is not right.',
  noPasswordYet: 'This account has no password. Use "Forgot password" to set one.',
  signedOutEverywhere: 'Signed out on every device.',
  sessionSignedOut: 'That device is signed out.',
} as const

/**
 * More of the server's answers that people read (the forms, sign-in with a provider, the paywall),
 * with `{{value}}` holes the server fills through `fillMessage`; like `serverMessages`, the app
 * shows each in the reader's language, its values kept.
 */
export const answerMessages = {
  emailInvalid: 'Enter a valid e-mail address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 80 characters.',
  nameControlCharacters: 'Name cannot contain control characters.',
  birthdateFormat: 'Birthdate must be a date such as 2010-04-23.',
  birthdateNotReal: 'Birthdate must be a real date such as 2010-04-23.',
  birthdateInFuture: 'Birthdate cannot be in the future.',
  birthdateBefore1900: 'Birthdate cannot be before 1900.',
  birthdateNeeded: 'A birthdate is needed to verify age.',
  mailFailed: 'We could not send the e-mail. Please try again.',
  emailTakenUsePassword: 'An account with this e-mail already exists. Sign in with your password.',
  emailTakenOtherSocial:
    'An account with this e-mail already exists. It is linked to another {{provider}} account.',
  socialUnavailable: '{{provider}} sign-in is unavailable right now. Please try again.',
  socialNotOffered: '{{provider}} sign-in is not available on this server.',
  socialNotVerified: 'The {{provider}} sign-in could not be verified.',
  consentToLinkSocial: 'Parental consent is required to link a {{provider}} account.',
  subscriptionActive: 'You already have an active subscription.',
  noWebSubscription: 'No web subscription was found.',
  webPurchasesUnavailable: 'Web purchases are not available here.',
  tooManyAttempts: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
} as const

/** A message's `{{name}}` holes filled: `fillMessage(answerMessages.tooManyAttempts, { seconds: 30 })`. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{\{(\w+)\}\}/g, (hole, name: string) =>
    name in values ? String(values[name]) : hole,
  )
}
