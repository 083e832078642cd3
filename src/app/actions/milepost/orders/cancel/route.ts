import { z } from 'zod'
import { cancelOrderAsBuyer } from '@/server/orders/cancel-order'
import { perAddress, siteAction } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'

const body = z.strictObject({ number: z.string().trim().min(1).max(40), key: z.string().trim().min(1).max(64) })

/**
 * POST /actions/milepost/orders/cancel `{number, key}`: the buyer, from their order's link (no
 * account needed), cancels a kit order nothing of which has shipped; it is refunded in full.
 * Rate-limited per address against guessing links.
 */
export const POST = siteAction({ body, rateLimit: { key: perAddress('order-cancel'), attempts: 20, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' } }, async ({ body }) =>
  cancelOrderAsBuyer(await getPayloadClient(), body.number, body.key),
)
