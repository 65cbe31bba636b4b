/**
 * Whether the person closed an Ionic modal themselves (backdrop, Escape, the back button, a swipe),
 * as opposed to the app closing it by turning `isOpen` off. Ionic reports both alike, and late: the
 * leave animation waits for the enter animation. A modal whose `isOpen` follows the address must
 * act only on the first kind; the second is already in the address, and by the time it is reported
 * the address may show the same modal again (a deep-linked picture that went to its paywall and,
 * once bought, came back), which acting on it would close.
 */
export const closedByPerson = (event: { readonly detail: { readonly role?: string } }): boolean =>
  event.detail.role !== undefined
