import { readToken } from './local-storage'

/** The space of what is painted and made on this device while nobody is signed in. */
export const SIGNED_OUT = 'signed-out'

/**
 * The account a session token belongs to: its JWT subject (the user id the server signed). Read,
 * not verified: it only says whose space on this device to use, and the server checks every call.
 * A token that is not a JWT gets a space of its own, so it can never open another account's.
 */
export function ownerOfToken(token: string): string {
  const payload = token.split('.')[1]
  if (payload) {
    try {
      const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
      const sub = (JSON.parse(json) as { sub?: unknown }).sub
      if (typeof sub === 'string' && sub.length > 0) return `user:${sub}`
    } catch {
      // Not a JWT: falls through to the token's own space.
    }
  }
  return `token:${token}`
}

/** Whose space on this device is open now: the signed-in account's, else the signed-out one. */
export function currentOwner(): string {
  const token = readToken()
  return token === null ? SIGNED_OUT : ownerOfToken(token)
}

/** Where an owner's record of a picture is kept in a store shared by every space. */
export function ownedKey(owner: string, id: string): string {
  return `${owner}|${id}`
}

/** Every key of an owner's space, for one store read (`|` sorts before `}`). */
export function ownerRange(owner: string): IDBKeyRange {
  return IDBKeyRange.bound(`${owner}|`, `${owner}}`, false, true)
}
