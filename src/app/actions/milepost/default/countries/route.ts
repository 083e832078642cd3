import { countryList } from '@/commerce/countries'
import { json, siteAction } from '@/server/http/site-action'

/** ISO countries named in the request's language. */
export const GET = siteAction({}, async ({ locale }) => json({ countries: countryList(locale) }, 200, { 'Cache-Control': 'public, max-age=86400', Vary: 'x-milepost-locale' }))
