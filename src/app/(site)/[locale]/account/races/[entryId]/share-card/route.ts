import type { NextRequest } from 'next/server'
import type { Locale } from '@/i18n/locales'
import { getTranslator } from '@/i18n/server-translator'
import { getPayloadClient } from '@/server/payload'
import { rateLimitKey, rateLimiter } from '@/lib/rate-limit'
import { customerFromRequest } from '@/server/accounts/customer'
import { shareCardResponse } from '@/server/races/finish'
import { entryIdOf } from '@/server/races/site'

const SHARE_CARDS_AN_HOUR = 60

/** The finish page's share card: a PNG for the signed-in runner of a finished race only (decision 0039); anyone else: 404. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: Locale; entryId: string }> }) {
  const { locale, entryId: raw } = await params
  const payload = await getPayloadClient()
  const { customer } = await customerFromRequest(payload, request.headers)
  const entryId = entryIdOf(raw)
  // Drawing a card costs a picture's decoding and a render: a runner gets plenty, a loop does not.
  const mayDraw = async () => customer !== null && (await rateLimiter(payload).hit(rateLimitKey('share-card', String(customer.id)), 60 * 60_000)) <= SHARE_CARDS_AN_HOUR
  const answer = customer && entryId !== null ? await shareCardResponse(customer.id, entryId, locale, request.headers.get('if-none-match'), mayDraw) : null
  return answer ?? new Response((await getTranslator(locale))('races.notFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
