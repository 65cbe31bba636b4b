import {
  appleTokenBodySchema,
  facebookTokenBodySchema,
  googleTokenBodySchema,
  sessionResponseSchema,
  validationMessages,
} from '@huey/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireFields } from './required-fields'
import { signInWithApple, signInWithFacebook, signInWithGoogle } from './social'

const minute = 60_000

/** Sign-in with a provider's token: Google's and Apple's ID tokens, Facebook's access token. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts
  const scale = app.config.rateLimitScale

  app.post(
    '/auth/google/token',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      preValidation: requireFields(['idToken'], validationMessages.googleNoIdToken),
      schema: { body: googleTokenBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) =>
      signInWithGoogle(accounts, request.body.idToken, request.headers['user-agent']),
  )

  app.post(
    '/auth/apple/token',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      preValidation: requireFields(['idToken'], 'Apple sign-in failed: No ID token received.'),
      schema: { body: appleTokenBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => signInWithApple(accounts, request.body, request.headers['user-agent']),
  )

  app.post(
    '/auth/facebook/token',
    {
      config: { rateLimit: { max: 20 * scale, timeWindow: minute } },
      preValidation: requireFields(['accessToken'], validationMessages.facebookNoAccessToken),
      schema: { body: facebookTokenBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request) =>
      signInWithFacebook(accounts, request.body.accessToken, request.headers['user-agent']),
  )
}
