import { cartRef, forgetCartCookie } from '@/server/cart/http'
import { siteServices } from '@/server/site-services'
import { json, siteAction } from '@/server/http/site-action'

/**
 * The visitor gets a new empty cart next time; the old cart row stays (docs/site-api.md). A signed-in
 * customer's cart is emptied too, or signing in would hand the same lines back; only when the site
 * itself asks (a GET another site sends the browser to changes nothing of it).
 */
export const GET = siteAction({}, async ({ request, locale }) => {
  const site = request.headers.get('sec-fetch-site')
  if (!site || site === 'same-origin') await (await siteServices()).cart(locale).emptyCustomerCart(await cartRef(request))
  return forgetCartCookie(json({}))
})
