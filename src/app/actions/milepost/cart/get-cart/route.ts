import { getCartSchema } from '@/commerce/cart/schema'
import { cartRef, cartResponse } from '@/server/cart/http'
import { siteServices } from '@/server/site-services'
import { CART_WRITE_LIMIT } from '@/commerce/cart/limits'
import { perAddress, siteAction } from '@/server/http/site-action'

/** The visitor's cart; `forceSave` saves a new one so it has a number to keep (spec §7). */
export const POST = siteAction(
  {
    body: getCartSchema,
    // Only a forced save writes a row: it counts toward the same limit as update-cart.
    rateLimit: { key: (facts) => (facts.body.forceSave ? perAddress('cart-write')(facts) : null), ...CART_WRITE_LIMIT, message: 'contact.tooManyRequests' },
  },
  async ({ request, body, locale, t }) => {
    const service = (await siteServices()).cart(locale)
    const result = await service.getCart({ ...(await cartRef(request, body.orderNumber)), forceSave: body.forceSave })
    return cartResponse(request, result, t)
  },
)
