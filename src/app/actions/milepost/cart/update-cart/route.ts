import { z } from 'zod'
import { cartUpdateProblems, cartUpdateSchema } from '@/commerce/cart/schema'
import { CartUpdateError } from '@/commerce/cart/service'
import { cartRef, cartResponse, refusedUpdate } from '@/server/cart/http'
import { siteServices } from '@/server/site-services'
import { CART_WRITE_LIMIT } from '@/commerce/cart/limits'
import { perAddress, siteAction } from '@/server/http/site-action'

/** Every form of update-cart (docs/site-api.md): add, update, remove, gateway, coupon and checkout fields. */
export const POST = siteAction(
  { body: z.record(z.string(), z.unknown()), rateLimit: { key: perAddress('cart-write'), ...CART_WRITE_LIMIT, message: 'contact.tooManyRequests' } },
  async ({ request, body, locale, t }) => {
    const service = (await siteServices()).cart(locale)
    const parsed = cartUpdateSchema.safeParse(body)
    const ref = await cartRef(request, typeof body.orderNumber === 'string' ? body.orderNumber : undefined)
    if (!parsed.success) {
      const current = await service.getCart(ref)
      return refusedUpdate(request, new CartUpdateError('cart.unableToUpdate', cartUpdateProblems(parsed.error), current), t)
    }
    try {
      return cartResponse(request, await service.updateCart(ref, parsed.data), t)
    } catch (error) {
      if (error instanceof CartUpdateError) return refusedUpdate(request, error, t)
      throw error
    }
  },
)
