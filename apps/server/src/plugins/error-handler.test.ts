import { answerMessages, fillMessage, photoMessages } from '@huey/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { errorHandler } from './error-handler'

describe('error handler', () => {
  let app: FastifyInstance
  const logged: string[] = []

  beforeAll(async () => {
    app = Fastify({
      bodyLimit: 1024 * 1024,
      logger: {
        level: 'info',
        stream: { write: (line: string) => logged.push(line) },
      },
    })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(errorHandler)
    const typed = app.withTypeProvider<ZodTypeProvider>()
    typed.post(
      '/echo',
      { schema: { body: z.object({ name: z.string().min(1) }) } },
      async (req) => req.body,
    )
    typed.get('/secret', async () => {
      throw new Error('database password is hunter2')
    })
    typed.post(
      '/form',
      { schema: { body: z.object({ email: z.email(answerMessages.emailInvalid) }) } },
      async (req) => req.body,
    )
    typed.get('/busy', async () => {
      throw new HttpError(503, photoMessages.busy, { 'retry-after': '30' })
    })
    typed.get('/limited', async () => {
      throw new HttpError(429, fillMessage(answerMessages.tooManyAttempts, { seconds: 12 }))
    })
    // A message the catalogue lacks: the static test of error-codes.test.ts would refuse it in src.
    typed.get('/teapot', async () => {
      throw new HttpError(418, 'I am a teapot.')
    })
    await app.ready()
  })
  afterAll(() => app.close())

  const post = (payload: string, contentType = 'application/json', url = '/echo') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } })

  it('answers a malformed JSON body with 400 and a readable error', async () => {
    const res = await post('{"name": ')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'REQUEST_INVALID_JSON',
    })
  })

  it('answers a body that fails its schema with 400 naming the field', async () => {
    const res = await post(JSON.stringify({ name: 42 }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/^name: /)
    expect(res.json().code).toBe('REQUEST_INVALID')
  })

  it('answers a field whose message is in the catalogue with the code of that message', async () => {
    const res = await post(
      JSON.stringify({ name: 'x', email: 'nope' }),
      'application/json',
      '/form',
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'email: Enter a valid e-mail address.',
      code: 'AUTH_EMAIL_INVALID',
    })
  })

  it('answers a wrong content type with 415', async () => {
    const res = await post('name=x', 'application/x-www-form-urlencoded')
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({
      error: 'Unsupported content type. Send JSON.',
      code: 'REQUEST_UNSUPPORTED_TYPE',
    })
  })

  it('answers a JSON body over 1 MB with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      error: 'The request body is too large.',
      code: 'REQUEST_BODY_TOO_LARGE',
    })
  })

  it('answers an empty JSON body with 400', async () => {
    const res = await post('')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'The request body is empty. Send a JSON object.',
      code: 'REQUEST_BODY_EMPTY',
    })
  })

  it('passes a domain error through with its status, message, code and headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/busy' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('30')
    expect(res.json()).toEqual({ error: photoMessages.busy, code: 'PHOTO_BUSY' })
  })

  it('answers a filled message with its code and the values put in it', async () => {
    const res = await app.inject({ method: 'GET', url: '/limited' })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({
      error: 'Too many attempts. Please wait 12 seconds and try again.',
      code: 'RATE_LIMITED',
      values: { seconds: '12' },
    })
  })

  it('answers a message missing from the catalogue with a generic code, and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/teapot' })
    expect(res.statusCode).toBe(418)
    expect(res.json()).toEqual({ error: 'I am a teapot.', code: 'REQUEST_REFUSED' })
    expect(logged.some((l) => l.includes('without a code'))).toBe(true)
  })

  it('never shows an unexpected error to the client, and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/secret' })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('hunter2')
    expect(res.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    })
    expect(logged.some((l) => l.includes('hunter2'))).toBe(true)
  })

  it('logs no stack trace for a client mistake', async () => {
    logged.length = 0
    await post('{oops')
    expect(logged.join('')).not.toContain('"stack"')
  })
})
