import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiRequest, NetworkError, onUnauthorized, setTokenSource } from './api-client'

let token: string | null = null
setTokenSource(() => token)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  token = null
  server.resetHandlers()
  vi.unstubAllEnvs()
  vi.resetModules()
})
afterAll(() => server.close())

/** Answers what the server received: the authorization and content-type headers and the body. */
function echo(path: string) {
  server.use(
    http.all(path, async ({ request }) =>
      HttpResponse.json({
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        body: request.method === 'GET' ? null : await request.text(),
      }),
    ),
  )
}

describe('apiRequest', () => {
  it('adds the Bearer token whenever there is a session', async () => {
    token = 'abc'
    echo('/works')
    const { status, data } = await apiRequest('GET', '/works')
    expect(status).toBe(200)
    expect(data).toMatchObject({ authorization: 'Bearer abc' })
  })

  it('sends the request unchanged without a session', async () => {
    echo('/auth/signin')
    const { data } = await apiRequest('POST', '/auth/signin', { body: { email: 'a' } })
    expect(data).toEqual({
      authorization: null,
      contentType: 'application/json',
      body: '{"email":"a"}',
    })
  })

  it('leaves the token out when asked to (verify-age)', async () => {
    token = 'abc'
    echo('/auth/verify-age')
    const { data } = await apiRequest('POST', '/auth/verify-age', { body: {}, withToken: false })
    expect(data).toMatchObject({ authorization: null })
  })

  it('answers the status with no data when the body is empty or not JSON', async () => {
    server.use(
      http.delete('/auth/delete-account', () => new HttpResponse(null, { status: 204 })),
      http.post('/auth/upgrade', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    )
    expect(await apiRequest('DELETE', '/auth/delete-account')).toEqual({
      status: 204,
      data: undefined,
    })
    expect(await apiRequest('POST', '/auth/upgrade')).toEqual({ status: 502, data: undefined })
  })

  it('throws a NetworkError when no answer comes', async () => {
    server.use(http.get('/works', () => HttpResponse.error()))
    await expect(apiRequest('GET', '/works')).rejects.toBeInstanceOf(NetworkError)
  })

  it('tells the 401 listeners which token the server turned down', async () => {
    server.use(
      http.post('/auth/upgrade', () =>
        HttpResponse.json({ error: 'Your session has expired.' }, { status: 401 }),
      ),
    )
    const sent: string[] = []
    const stop = onUnauthorized((token) => sent.push(token))
    await apiRequest('POST', '/auth/upgrade')
    token = 'revoked'
    const answer = await apiRequest('POST', '/auth/upgrade')
    await apiRequest('POST', '/auth/upgrade', { withToken: false })
    stop()
    await apiRequest('POST', '/auth/upgrade')
    expect(answer).toEqual({ status: 401, data: { error: 'Your session has expired.' } })
    expect(sent).toEqual(['revoked'])
  })

  it('prefixes paths with VITE_API_URL for native builds', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.huey.test/')
    echo('https://api.huey.test/health')
    const fresh = await import('./api-client')
    expect((await fresh.apiRequest('GET', '/health')).status).toBe(200)
  })
})
