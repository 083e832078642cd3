import { getCartSchema } from '@/commerce/cart/schema'
import { cartRef, cartResponse, cartServiceFor } from '@/server/cart'
import { siteAction } from '@/server/http/site-action'

/** The visitor's cart; `forceSave` saves a new one so it has a number to keep (spec §7). */
export const POST = siteAction({ body: getCartSchema }, async ({ request, body, locale, t }) => {
  const service = await cartServiceFor(locale)
  const result = await service.getCart({ ...(await cartRef(request, body.orderNumber)), forceSave: body.forceSave })
  return cartResponse(request, result, t)
})
