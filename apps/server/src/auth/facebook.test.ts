import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facebookAppId, facebookAppSecret, startFacebookPeer } from '../../test/peers/facebook-peer'
import { listen } from '../../test/peers/listen'
import { createFacebookVerifier } from './facebook'

describe('createFacebookVerifier against a loopback Graph API', () => {
  let facebook: Awaited<ReturnType<typeof startFacebookPeer>>
  beforeAll(async () => {
    facebook = await startFacebookPeer()
  })
  afterAll(async () => {
    await facebook.close()
  })

  const settings = (graphUrl: string) => ({
    appId: facebookAppId,
    appSecret: facebookAppSecret,
    graphUrl,
  })

  it('reads the person after debug_token accepts the token, proving the app secret', async () => {
    facebook.issue('ok-token', { id: 'fb-1', name: 'Ola', email: 'Ola@Example.com' })
    const verify = createFacebookVerifier(settings(facebook.graphUrl))
    expect(await verify('ok-token')).toEqual({
      subject: 'fb-1',
      email: 'ola@example.com',
      emailVerified: true,
      name: 'Ola',
    })
  })

  it('rejects when the app credentials are wrong', async () => {
    facebook.issue('ok-token-2', { id: 'fb-2', name: 'Per' })
    const verify = createFacebookVerifier({ ...settings(facebook.graphUrl), appSecret: 'wrong' })
    await expect(verify('ok-token-2')).rejects.toMatchObject({ statusCode: 401 })
  })

  it('answers 503 when the Graph API is down or failing, 401 for a body that is not JSON', async () => {
    await expect(
      createFacebookVerifier(settings('http://127.0.0.1:1'))('any'),
    ).rejects.toMatchObject({ statusCode: 503 })
    const failing = await listen((_req, res) => {
      res.statusCode = 502
      res.end('bad gateway')
    })
    const garbage = await listen((_req, res) => res.end('<html>not json</html>'))
    try {
      await expect(createFacebookVerifier(settings(failing.url))('any')).rejects.toMatchObject({
        statusCode: 503,
      })
      await expect(createFacebookVerifier(settings(garbage.url))('any')).rejects.toMatchObject({
        statusCode: 401,
      })
    } finally {
      await failing.close()
      await garbage.close()
    }
  })

  it('answers 404 when the server has no Facebook app configured', async () => {
    const verify = createFacebookVerifier({ appId: undefined, appSecret: undefined, graphUrl: '' })
    await expect(verify('any')).rejects.toMatchObject({ statusCode: 404 })
  })
})
