// @vitest-environment node
// Node's own FormData and Blob, as a browser sends them (jsdom's Blob does not survive Node's fetch).
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => {
  server.close()
  vi.unstubAllEnvs()
})

// The setup file has loaded the client already: a fresh one reads the API's address.
vi.stubEnv('VITE_API_URL', 'https://api.huey.test')
vi.resetModules()
const { apiUpload, onUnauthorized, setTokenSource } = await import('./api-client')
let token: string | null = null
setTokenSource(() => token)

describe('apiUpload', () => {
  it('posts the form as multipart with the Bearer token', async () => {
    token = 'abc'
    const seen: { authorization: string | null; contentType: string; photo: string }[] = []
    server.use(
      http.post('https://api.huey.test/images/process', async ({ request }) => {
        const photo = (await request.formData()).get('photo')
        seen.push({
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type') ?? '',
          photo: photo instanceof Blob ? await photo.text() : '',
        })
        return HttpResponse.json({ svgData: '<svg/>', colors: [] })
      }),
    )
    const form = new FormData()
    form.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'photo.jpg')
    const answer = await apiUpload('/images/process', form)
    expect(answer).toEqual({ status: 200, data: { svgData: '<svg/>', colors: [] } })
    expect(seen).toEqual([
      {
        authorization: 'Bearer abc',
        contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
        photo: 'jpeg bytes',
      },
    ])
  })

  it('tells the 401 listeners when the session is over, as for any call', async () => {
    token = 'revoked'
    server.use(
      http.post('https://api.huey.test/images/process', () =>
        HttpResponse.json({ error: 'Your session has expired.' }, { status: 401 }),
      ),
    )
    const sent: string[] = []
    const stop = onUnauthorized((t) => sent.push(t))
    const answer = await apiUpload('/images/process', new FormData())
    stop()
    expect(answer).toEqual({ status: 401, data: { error: 'Your session has expired.' } })
    expect(sent).toEqual(['revoked'])
  })
})
