import { shippingQuoteSchema } from '@/commerce/cart/schema'
import { cartRef } from '@/server/cart/http'
import { siteServices } from '@/server/site-services'
import { shippingQuoteView } from '@/commerce/cart/view'
import { siteAction } from '@/server/http/site-action'

/** The visitor's cart priced for an address's country (and province), so checkout shows the shipping and tax it will charge. Saves nothing. */
export const POST = siteAction({ body: shippingQuoteSchema }, async ({ request, body, locale }) => {
  const service = (await siteServices()).cart(locale)
  const priced = await service.quoteShipping(await cartRef(request, body.orderNumber), body.countryCode, body.county ?? null)
  return { quote: shippingQuoteView(body.countryCode, priced) }
})
