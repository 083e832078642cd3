import { returnUrls } from '@/commerce/payments/site'
import { siteAction } from '@/lib/site-api/action'

export const GET = siteAction({}, async ({ locale, request }) => returnUrls(locale, 'card', request.headers.get('host')))
