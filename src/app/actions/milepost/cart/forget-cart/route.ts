import { forgetCartCookie } from '@/commerce/cart/site'
import { json, siteAction } from '@/lib/site-api/action'

/** The visitor gets a new empty cart next time; the old cart row stays (site-api.md). */
export const GET = siteAction({}, async () => forgetCartCookie(json({})))
