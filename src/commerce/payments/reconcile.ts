import type { PayDeps } from './attempts'
import { type SettleResult, settleReport } from './settle'

/**
 * The reconcile job: asks the provider how each payment left pending stands (the buyer closed the
 * browser after paying, a webhook was lost) and settles it. A payment still unapproved after
 * `abandonAfterMs` is voided, so it can never be taken without an order.
 */
export async function reconcilePayments(
  deps: PayDeps,
  { now = new Date(), settleAfterMs = 5 * 60_000, abandonAfterMs = 24 * 60 * 60_000, limit = 100 } = {},
): Promise<Record<SettleResult | 'abandoned', number>> {
  const counts = { completed: 0, refunded: 0, failed: 0, pending: 0, ignored: 0, abandoned: 0 }
  const due = await deps.payments.pending(new Date(now.getTime() - settleAfterMs), limit)
  for (const attempt of due) {
    try {
      const abandoned = now.getTime() - attempt.createdAt.getTime() > abandonAfterMs
      const gateway = deps.gateways[attempt.gateway]
      // The charge's answer was lost: the provider may have taken the money all the same.
      const reference = attempt.reference ?? (await gateway.findCharge?.(attempt.transactionHash)) ?? null
      if (!reference) {
        if (abandoned) {
          await deps.payments.update(attempt.transactionHash, { status: 'failed', message: attempt.message ?? 'payments.providerUnavailable' })
          counts.abandoned++
        } else counts.pending++
        continue
      }
      if (!attempt.reference) await deps.payments.update(attempt.transactionHash, { reference })
      const confirmed = await gateway.confirm(reference)
      if (confirmed.status === 'pending') {
        if (abandoned) {
          await gateway.refund(reference, attempt.amount)
          await deps.payments.update(attempt.transactionHash, { status: 'failed', message: 'payments.stillPending' })
          counts.abandoned++
        } else counts.pending++
        continue
      }
      const result = await settleReport(deps, {
        reference,
        outcome: confirmed.status === 'succeeded' ? 'succeeded' : 'failed',
        message: confirmed.status === 'failed' ? confirmed.message : undefined,
      })
      counts[result]++
    } catch (error) {
      // One provider hiccup must not stop the others; this attempt is tried again next run.
      console.error(`[payments] reconcile ${attempt.transactionHash} failed`, error)
      counts.pending++
    }
  }
  return counts
}
