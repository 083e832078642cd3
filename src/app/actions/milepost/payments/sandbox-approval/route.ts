import { payloadSandboxLedger } from '@/server/stores/payment-store'
import { escapeHtml } from '@/lib/html'
import { SANDBOX_APPROVAL_PATH } from '@/server/payments'
import { DomainError } from '@/lib/errors'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/server/http/site-action'

/**
 * The sandbox gateway's own approval page, standing in for PayPal's and the bank's 3-D Secure page
 * (so it is the provider's page, in English, not the site's). Approve or cancel, then back to the site.
 * Outside a demo it does not exist: a charge left from a demo could otherwise be approved on a live shop.
 */
export const GET = siteAction({}, async ({ request }) => {
  if (!env.DEMO_MODE) throw new DomainError('not_found', 'payments.notFound')
  const params = request.nextUrl.searchParams
  const reference = params.get('reference') ?? ''
  const ledger = payloadSandboxLedger(await getPayloadClient())
  const charge = /^sbx_[0-9a-f]{24}$/.test(reference) ? await ledger.get(reference) : null
  if (!charge) throw new DomainError('not_found', 'payments.notFound')

  const decision = params.get('decision')
  if (decision === 'approve' || decision === 'cancel') {
    if (charge.status === 'requires-approval') await ledger.setStatus(reference, decision === 'approve' ? 'approved' : 'cancelled')
    return new Response(null, { status: 302, headers: { Location: charge.returnUrl, 'Cache-Control': 'no-store' } })
  }
  const link = (d: string) => `${SANDBOX_APPROVAL_PATH}?reference=${escapeHtml(reference)}&amp;decision=${d}`
  const amount = (charge.amount / 100).toFixed(2)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Sandbox payment approval</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 16px;color:#111}a{display:inline-block;margin:8px 8px 0 0;padding:12px 22px;border-radius:999px;font-weight:700;text-decoration:none}.ok{background:#111;color:#fff}.no{border:2px solid #111;color:#111}</style></head>
<body><h1>Sandbox payment</h1><p>A test payment of <strong>£${amount}</strong> (${escapeHtml(reference)}) is waiting for approval. No real money moves.</p>
<p><a class="ok" href="${link('approve')}">Approve payment</a><a class="no" href="${link('cancel')}">Cancel</a></p></body></html>`
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
})
