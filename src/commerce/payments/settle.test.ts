import { describe, expect, it } from 'vitest'
import { type Money, money } from '../money'
import type { Completion, Order } from '../orders/complete-order'
import type { ConfirmResult, PaymentGateway } from './gateway'
import type { PayDeps, PaymentAttempt } from './attempts'
import { reconcilePayments } from './reconcile'
import { settleReport } from './settle'

/**
 * Settling what a provider reports (webhooks, the reconcile job) over an in-memory payment log and
 * a gateway that records its refunds: every refund, every status and the once-only completion.
 */
const order = (paymentReference: string): Order => ({ id: 1, number: 'MP-ORDER', accessKey: 'k'.repeat(32), paymentReference, status: 'paid', placedAt: '2026-11-25T00:00:00Z' }) as Order

function world({
  completion = (ref: string): Completion => ({ outcome: 'completed', order: order(ref), fewLeft: [] }),
  confirm = { status: 'succeeded' } as ConfirmResult,
  findCharge = null as string | null,
} = {}) {
  const attempts = new Map<string, PaymentAttempt & { createdAt: Date }>()
  const refunds: [string, Money][] = []
  const completions: string[] = []
  const gateway = (id: 'card' | 'paypal'): PaymentGateway => ({
    id,
    charge: async () => ({ status: 'declined', message: 'not in these tests' }),
    confirm: async () => confirm,
    refund: async (reference, amount) => (refunds.push([reference, amount]), null),
    findCharge: async () => findCharge,
  })
  const deps: PayDeps = {
    gateways: { card: gateway('card'), paypal: gateway('paypal') },
    payments: {
      create: async (a) => void attempts.set(a.transactionHash, { ...a, createdAt: new Date() }),
      byHash: async (hash) => attempts.get(hash) ?? null,
      byReference: async (reference) => [...attempts.values()].find((a) => a.reference === reference) ?? null,
      pending: async (before, limit) => [...attempts.values()].filter((a) => a.status === 'pending' && a.createdAt < before).slice(0, limit),
      update: async (hash, change) => void attempts.set(hash, { ...attempts.get(hash)!, ...change }),
    },
    findCart: async () => null,
    saveEmail: async (c) => c,
    price: async () => {
      throw new Error('settling never prices')
    },
    complete: async ({ payment, transactionHash }) => {
      completions.push(payment.reference)
      const done = completion(payment.reference)
      // As the order's transaction does: the attempt is marked paid with the order it made.
      if (done.outcome === 'completed' && transactionHash) {
        const { number, accessKey } = done.order
        attempts.set(transactionHash, { ...attempts.get(transactionHash)!, status: 'succeeded', reference: payment.reference, orderNumber: number, orderKey: accessKey })
      }
      return done
    },
    isSignedUrl: () => true,
    completeUrl: (hash) => `https://milepost.example/complete?h=${hash}`,
    newHash: () => 'unused',
  }
  const attempt = (hash: string, over: Partial<PaymentAttempt & { createdAt: Date }> = {}) =>
    attempts.set(hash, {
      transactionHash: hash,
      cartNumber: 'c'.repeat(32),
      gateway: 'card',
      reference: `ref-${hash}`,
      amount: money(2195, 'GBP'),
      status: 'pending',
      email: 'buyer@example.com',
      locale: 'en',
      redirect: 'https://milepost.example/ok',
      cancelUrl: 'https://milepost.example/back',
      message: null,
      orderNumber: null,
      orderKey: null,
      createdAt: new Date('2026-11-25T10:00:00Z'),
      ...over,
    })
  return { deps, attempts, refunds, completions, attempt }
}

describe('settling a provider’s report', () => {
  it('completes a paid attempt into its order once, and says completed again without a second completion', async () => {
    const w = world()
    w.attempt('h1')
    expect(await settleReport(w.deps, { reference: 'ref-h1', outcome: 'succeeded' })).toBe('completed')
    expect(w.attempts.get('h1')).toMatchObject({ status: 'succeeded', orderNumber: 'MP-ORDER', orderKey: 'k'.repeat(32) })
    expect(await settleReport(w.deps, { reference: 'ref-h1', outcome: 'succeeded' })).toBe('completed')
    expect(w.completions).toEqual(['ref-h1'])
    expect(w.refunds).toEqual([])
  })

  it('refunds a second payment for a cart another payment already completed (a retried checkout)', async () => {
    const w = world({ completion: () => ({ outcome: 'already-completed', order: order('ref-first') }) })
    w.attempt('h2', { amount: money(1800, 'GBP') })
    expect(await settleReport(w.deps, { reference: 'ref-h2', outcome: 'succeeded' })).toBe('completed')
    expect(w.refunds).toEqual([['ref-h2', money(1800, 'GBP')]])
    expect(w.attempts.get('h2')).toMatchObject({ status: 'refunded', orderNumber: 'MP-ORDER' })
  })

  it('does not refund the payment that made the order when it is reported again as already completed', async () => {
    const w = world({ completion: (ref) => ({ outcome: 'already-completed', order: order(ref) }) })
    w.attempt('h3')
    expect(await settleReport(w.deps, { reference: 'ref-h3', outcome: 'succeeded' })).toBe('completed')
    expect(w.refunds).toEqual([])
    expect(w.attempts.get('h3')!.status).toBe('succeeded')
  })

  it.each([
    [{ outcome: 'out-of-stock', purchasableIds: [4] } as Completion, 'payments.soldOutWhilePaying'],
    [{ outcome: 'refused', reason: 'entries.couldNotJoinTeam' } as Completion, 'entries.couldNotJoinTeam'],
    [{ outcome: 'not-payable', reason: 'empty' } as Completion, 'payments.cartNotPayable'],
    [{ outcome: 'amount-mismatch', expected: money(100, 'GBP') } as Completion, 'payments.cartNotPayable'],
  ])('gives the money back when no order can be made (%o)', async (completion, message) => {
    const w = world({ completion: () => completion })
    w.attempt('h4', { amount: money(3000, 'GBP') })
    expect(await settleReport(w.deps, { reference: 'ref-h4', outcome: 'succeeded' })).toBe('refunded')
    expect(w.refunds).toEqual([['ref-h4', money(3000, 'GBP')]])
    expect(w.attempts.get('h4')).toMatchObject({ status: 'refunded', message })
  })

  it('gives back a payment in the currency it was taken in', async () => {
    const w = world({ completion: () => ({ outcome: 'out-of-stock', purchasableIds: [4] }) })
    w.attempt('h6', { amount: money(34900, 'SEK') })
    expect(await settleReport(w.deps, { reference: 'ref-h6', outcome: 'succeeded' })).toBe('refunded')
    expect(w.refunds).toEqual([['ref-h6', money(34900, 'SEK')]])
  })

  it('marks a failed payment failed, with no order and nothing to refund', async () => {
    const w = world()
    w.attempt('h5')
    expect(await settleReport(w.deps, { reference: 'ref-h5', outcome: 'failed', message: 'Card declined' })).toBe('failed')
    expect(w.attempts.get('h5')).toMatchObject({ status: 'failed', message: 'Card declined' })
    expect(w.completions).toEqual([])
    expect(w.refunds).toEqual([])
  })

  it('captures an approved PayPal payment first, and leaves it pending while the provider says so', async () => {
    const pending = world({ confirm: { status: 'pending' } })
    pending.attempt('h6', { gateway: 'paypal' })
    expect(await settleReport(pending.deps, { reference: 'ref-h6', outcome: 'approved' })).toBe('pending')
    expect(pending.completions).toEqual([])
    expect(pending.attempts.get('h6')!.status).toBe('pending')

    const captured = world()
    captured.attempt('h7', { gateway: 'paypal' })
    expect(await settleReport(captured.deps, { reference: 'ref-h7', outcome: 'approved' })).toBe('completed')
    expect(captured.completions).toEqual(['ref-h7'])
  })

  it('finds an attempt whose charge answer was lost by its hash, and records the provider’s reference', async () => {
    const w = world()
    w.attempt('h8', { reference: null })
    expect(await settleReport(w.deps, { reference: 'late-ref', transactionHash: 'h8', outcome: 'succeeded' })).toBe('completed')
    expect(w.attempts.get('h8')).toMatchObject({ reference: 'late-ref', status: 'succeeded' })
    // Another reference for an attempt that already has one is not ours.
    w.attempt('h9')
    expect(await settleReport(w.deps, { reference: 'someone-else', transactionHash: 'h9', outcome: 'succeeded' })).toBe('ignored')
  })

  it('ignores reports of unknown payments and of attempts already failed or refunded', async () => {
    const w = world()
    w.attempt('h10', { status: 'refunded' })
    expect(await settleReport(w.deps, { reference: 'nobody', outcome: 'succeeded' })).toBe('ignored')
    expect(await settleReport(w.deps, { reference: 'ref-h10', outcome: 'succeeded' })).toBe('ignored')
    expect(w.completions).toEqual([])
  })
})

describe('the reconcile job', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const options = { now, settleAfterMs: 5 * 60_000, abandonAfterMs: 24 * 60 * 60_000 }

  it('settles a payment the provider took whose webhook was lost', async () => {
    const w = world()
    w.attempt('r1', { createdAt: new Date('2026-11-26T11:00:00Z') })
    expect(await reconcilePayments(w.deps, options)).toMatchObject({ completed: 1 })
    expect(w.attempts.get('r1')!.status).toBe('succeeded')
  })

  it('refunds and closes a payment still unapproved after a day, so it is never taken without an order', async () => {
    const w = world({ confirm: { status: 'pending' } })
    w.attempt('r2', { createdAt: new Date('2026-11-25T10:00:00Z'), amount: money(4200, 'GBP') })
    w.attempt('r3', { createdAt: new Date('2026-11-26T11:00:00Z') })
    expect(await reconcilePayments(w.deps, options)).toMatchObject({ abandoned: 1, pending: 1 })
    expect(w.refunds).toEqual([['ref-r2', money(4200, 'GBP')]])
    expect(w.attempts.get('r2')).toMatchObject({ status: 'failed', message: 'payments.stillPending' })
    expect(w.attempts.get('r3')!.status).toBe('pending')
  })

  it('asks the provider for a charge whose answer never came, and closes it after a day when there is none', async () => {
    const found = world({ findCharge: 'found-ref' })
    found.attempt('r4', { reference: null, createdAt: new Date('2026-11-26T11:00:00Z') })
    expect(await reconcilePayments(found.deps, options)).toMatchObject({ completed: 1 })
    expect(found.attempts.get('r4')).toMatchObject({ reference: 'found-ref', status: 'succeeded' })

    const none = world()
    none.attempt('r5', { reference: null, createdAt: new Date('2026-11-25T10:00:00Z') })
    none.attempt('r6', { reference: null, createdAt: new Date('2026-11-26T11:00:00Z') })
    expect(await reconcilePayments(none.deps, options)).toMatchObject({ abandoned: 1, pending: 1 })
    expect(none.attempts.get('r5')).toMatchObject({ status: 'failed', message: 'payments.providerUnavailable' })
    expect(none.completions).toEqual([])
  })

  it('leaves payments younger than the settling delay to their webhook', async () => {
    const w = world()
    w.attempt('r7', { createdAt: new Date('2026-11-26T11:58:00Z') })
    expect(await reconcilePayments(w.deps, options)).toMatchObject({ completed: 0, pending: 0 })
    expect(w.completions).toEqual([])
  })
})
