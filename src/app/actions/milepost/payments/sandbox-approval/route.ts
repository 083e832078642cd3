import { payloadSandboxLedger } from '@/server/stores/payment-store'
import { sandboxApprovalPage } from '@/server/payments/links'
import { sandboxCharge } from '@/server/payments/site'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payload'
import { siteAction } from '@/server/http/site-action'

/**
 * The sandbox gateway's decision, standing in for PayPal's and the bank's 3-D Secure page: approve
 * or cancel, then back to the site. The buyer decides on the site's page (SANDBOX_APPROVAL_PAGE);
 * without a decision this sends them there. Outside a demo it does not exist.
 */
export const GET = siteAction({}, async ({ request, locale }) => {
  const params = request.nextUrl.searchParams
  const reference = params.get('reference')
  const charge = await sandboxCharge(reference)
  if (!charge) throw new DomainError('not_found', 'payments.notFound')
  const decision = params.get('decision')
  const noStore = { 'Cache-Control': 'no-store' }
  if (decision !== 'approve' && decision !== 'cancel') return new Response(null, { status: 303, headers: { Location: sandboxApprovalPage(locale, charge.reference), ...noStore } })
  if (charge.status === 'requires-approval') await payloadSandboxLedger(await getPayloadClient()).setStatus(charge.reference, decision === 'approve' ? 'approved' : 'cancelled')
  return new Response(null, { status: 302, headers: { Location: charge.returnUrl, ...noStore } })
})
