import {
  checkoutResponseSchema,
  type PlansResponse,
  type ProductId,
  plansResponseSchema,
  portalResponseSchema,
  purchaseMessages,
} from '@huey/contracts'
import type { z } from 'zod'
import { translateServerError } from '../i18n/messages'
import { type ApiAnswer, apiRequest } from '../lib/api-client'

/** A failed purchases call; the message is the server's answer in the reader's words when it sent one. */
export class PurchaseApiError extends Error {
  override readonly name = 'PurchaseApiError'
}

function parse<T>(answer: ApiAnswer, schema: z.ZodType<T>): T {
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.data)
    if (parsed.success) return parsed.data
  }
  throw new PurchaseApiError(
    translateServerError(answer.data)?.shown ?? purchaseMessages.storeUnavailable,
  )
}

async function send<T>(run: () => Promise<ApiAnswer>, schema: z.ZodType<T>): Promise<T> {
  let answer: ApiAnswer
  try {
    answer = await run()
  } catch {
    throw new PurchaseApiError(purchaseMessages.storeUnavailable)
  }
  return parse(answer, schema)
}

/** `GET /purchases/plans`: which store sells premium on the web, and its plans. */
export const fetchPlans = (): Promise<PlansResponse> =>
  send(() => apiRequest('GET', '/purchases/plans'), plansResponseSchema)

/** `POST /purchases/checkout`: the Stripe Checkout page for this plan, back to `imageId` if given. */
export const createCheckout = async (productId: ProductId, imageId?: string): Promise<string> =>
  (
    await send(
      () =>
        apiRequest('POST', '/purchases/checkout', {
          body: imageId ? { productId, imageId } : { productId },
        }),
      checkoutResponseSchema,
    )
  ).url

/** `POST /purchases/portal`: where a web subscriber manages or cancels. */
export const createPortal = async (): Promise<string> =>
  (await send(() => apiRequest('POST', '/purchases/portal'), portalResponseSchema)).url
