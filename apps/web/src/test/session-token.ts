/** A token shaped as the server's (a JWT whose subject is the user id), unsigned: the app only reads whose it is. */
export function sessionToken(userId: string, session = 'session-1'): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256' })}.${part({ sub: userId, sid: session })}.signature`
}
