/** What the paywall says premium gives, word for word everywhere it is shown. */
export const PREMIUM_BENEFITS = [
  'Every premium picture in the gallery',
  'The whole daily archive, not just the last 7 days',
  'No ads, ever (there are none for anyone)',
] as const

export const purchaseMessages = {
  askParent: 'Ask a parent',
  askParentExplained: 'A parent needs to confirm your account before you can subscribe.',
  signInToSubscribe: 'Sign in to subscribe',
  restoreNothing: 'No active subscription was found.',
  restored: 'Your subscription is active again.',
  purchased: 'Welcome to premium!',
  cancelled: 'The purchase was cancelled.',
  storeUnavailable: 'The store is not available right now. Please try again later.',
  pending: 'Your purchase is waiting for approval.',
} as const
