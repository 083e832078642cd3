import { returnUrls } from '@/server/payments/links'
import { siteAction } from '@/server/http/site-action'

export const GET = siteAction({}, async ({ locale, request }) => returnUrls(locale, 'card', request.headers.get('host')))
