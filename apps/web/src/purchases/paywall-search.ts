/** The query parameter that opens the paywall: the locked picture's id, or empty. */
export const PAYWALL_PARAM = 'paywall'

/** The search that opens the paywall over the current page, for a locked picture or none. */
export const paywallSearch = (imageId = '') =>
  `?${new URLSearchParams({ [PAYWALL_PARAM]: imageId })}`
