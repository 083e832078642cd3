import { completePayment } from '@/commerce/payments/complete-payment'
import { siteServices } from '@/server/site-services'
import { DomainError } from '@/lib/errors'
import { siteAction } from '@/server/http/site-action'

/** Spec §7 payments/complete-payment: completes the payment once, then sends the buyer on (302). */
export const GET = siteAction({}, async ({ request, locale, t }) => {
  const hash = request.nextUrl.searchParams.get('commerceTransactionHash')
  if (!hash || !/^[0-9a-f]{32}$/.test(hash)) throw new DomainError('not_found', 'payments.notFound')
  const next = await completePayment((await siteServices()).payments.deps(locale, t), hash, { cancelled: request.nextUrl.searchParams.get('cancelled') === '1' })
  return new Response(null, { status: 302, headers: { Location: next, 'Cache-Control': 'no-store' } })
})
