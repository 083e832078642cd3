import { describe, expect, it } from 'vitest'
import { money } from '../money'
import type { ChargeRequest, ConfirmResult, PaymentGateway } from './gateway'
import type { PayDeps, PaymentAttempt } from './attempts'
import { completePayment } from './complete-payment'
import { createSandboxGateway, type SandboxCharge } from './sandbox'

const attempt: PaymentAttempt = {
  transactionHash: 'hash-1',
  cartNumber: 'cart-1',
  gateway: 'paypal',
  reference: 'ref-1',
  amount: money(3000, 'GBP'),
  status: 'pending',
  email: 'a@b.co',
  locale: 'en',
  redirect: 'https://milepost.example/payment-complete',
  cancelUrl: 'https://milepost.example/checkout?gateway=paypal',
  message: null,
  orderNumber: null,
  orderKey: null,
}

/** The buyer back from the provider's page, with the gateway's view of the payment. */
function returning(gateway: PaymentGateway) {
  const updates: Partial<PaymentAttempt>[] = []
  const deps = {
    gateways: { card: gateway, paypal: gateway },
    payments: { byHash: async () => attempt, update: async (_: string, change: Partial<PaymentAttempt>) => void updates.push(change) },
  } as unknown as PayDeps
  return { back: (options?: { cancelled?: boolean }) => completePayment(deps, 'hash-1', options), updates }
}

const confirming = (result: ConfirmResult): PaymentGateway => ({ id: 'paypal', charge: async () => ({ status: 'declined', message: '' }), confirm: async () => result, refund: async () => null })
const problemOf = (url: string) => new URL(url).searchParams.get('paymentError')

describe('coming back from PayPal without paying', () => {
  it('a cancel on the sandbox’s page is reported as a cancel, not a problem, and the attempt ends', async () => {
    const ledger = new Map<string, SandboxCharge>()
    const sandbox = createSandboxGateway(
      'paypal',
      {
        add: async (charge) => (ledger.set(charge.reference, charge), charge),
        get: async (reference) => ledger.get(reference) ?? null,
        byKey: async () => null,
        setStatus: async (reference, status) => void ledger.set(reference, { ...ledger.get(reference)!, status }),
        addRefund: async () => 're_sandbox_1',
      },
      () => 'https://sandbox/approve',
      () => 'ref-1',
      { declined: 'declined', invalidCard: 'invalid', cancelled: 'The payment was cancelled.' },
    )
    await sandbox.charge({ amount: money(3000, 'GBP'), returnUrl: 'https://milepost.example/complete' } as ChargeRequest)
    ledger.set('ref-1', { ...ledger.get('ref-1')!, status: 'cancelled' })
    const { back, updates } = returning(sandbox)
    const next = await back()
    expect(next.startsWith(attempt.cancelUrl)).toBe(true)
    expect(problemOf(next)).toBe('payments.paymentCancelled')
    expect(updates).toEqual([{ status: 'failed', message: 'The payment was cancelled.' }])
  })

  it('PayPal’s cancel link says so: a calm message, and the unapproved order is left as it is', async () => {
    const { back, updates } = returning(confirming({ status: 'pending' }))
    expect(problemOf(await back({ cancelled: true }))).toBe('payments.paymentCancelled')
    expect(updates).toEqual([])
  })

  it('still not approved without a cancel is a problem with PayPal', async () => {
    expect(problemOf(await returning(confirming({ status: 'pending' })).back())).toBe('payments.paypalProblem')
  })

  it('a refusal is still a problem, not a cancel', async () => {
    expect(problemOf(await returning(confirming({ status: 'failed', message: 'INSTRUMENT_DECLINED' })).back({ cancelled: true }))).toBe('payments.paypalProblem')
  })
})
