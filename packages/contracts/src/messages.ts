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
