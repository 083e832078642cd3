import { describe, expect, it } from 'vitest'
import { type Money, money } from '../money'
import type { ChargeRequest } from './gateway'
import { createSandboxGateway, SANDBOX_CARDS, SANDBOX_METHOD_PREFIX, type SandboxCharge } from './sandbox'

/** The sandbox over a ledger held in memory, so a test sees what it recorded. */
function sandboxWith(id: 'card' | 'paypal') {
  const ledger = new Map<string, SandboxCharge>()
  const refunds = new Map<string, { reference: string; id: string; amount: number }>()
  let next = 0
  const gateway = createSandboxGateway(
    id,
    {
      add: async (charge) => {
        ledger.set(charge.reference, charge)
        return charge
      },
      get: async (reference) => ledger.get(reference) ?? null,
      byKey: async () => null,
      setStatus: async (reference, status) => {
        const charge = ledger.get(reference)
        if (charge) ledger.set(reference, { ...charge, status })
      },
      addRefund: async (reference, amount, key) => {
        const known = refunds.get(key)
        if (known) return known.id
        const charge = ledger.get(reference)!
        const given = [...refunds.values()].filter((r) => r.reference === reference).reduce((s, r) => s + r.amount, 0) + amount.amount
        if (given > charge.amount.amount) throw new Error('more than was taken')
        refunds.set(key, { reference, id: `re_${refunds.size + 1}`, amount: amount.amount })
        if (given === charge.amount.amount) ledger.set(reference, { ...charge, status: 'refunded' })
        return `re_${refunds.size}`
      },
    },
    (reference) => `https://milepost.example/payment-approval?reference=${reference}`,
    () => `sbx_${String(++next).padStart(24, '0')}`,
    { declined: 'declined', invalidCard: 'invalid', cancelled: 'cancelled' },
  )
  return { gateway, ledger }
}

const request = (amount: Money, paymentMethodId?: string): ChargeRequest => ({
  amount,
  paymentMethodId,
  returnUrl: 'https://milepost.example/complete',
  cancelUrl: 'https://milepost.example/complete?cancelled=1',
  idempotencyKey: `hash-${amount.currency}`,
  description: 'Milepost cart',
  email: 'runner@example.com',
})

describe('the sandbox charges in the cart’s currency, as Stripe and PayPal do', () => {
  it.each([
    ['149 kr by card', 'card' as const, money(14900, 'SEK')],
    ['¥2500 by card', 'card' as const, money(2500, 'JPY')],
    ['$350.00 MXN with PayPal', 'paypal' as const, money(35000, 'MXN')],
  ])('records %s in that currency and its minor units', async (_, id, amount) => {
    const { gateway, ledger } = sandboxWith(id)
    const result = await gateway.charge(request(amount, `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`))
    expect(result).toHaveProperty('reference')
    const reference = 'reference' in result ? result.reference : ''
    expect(ledger.get(reference)?.amount).toEqual(amount)
  })

  it('refunds in the currency it took, and refuses a refund in another', async () => {
    const { gateway, ledger } = sandboxWith('card')
    const result = await gateway.charge(request(money(2500, 'EUR'), `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`))
    const reference = 'reference' in result ? result.reference : ''
    await expect(gateway.refund(reference, money(2500, 'GBP'))).rejects.toThrow(/taken in EUR, not GBP/)
    expect(ledger.get(reference)?.status).toBe('succeeded')
    await gateway.refund(reference, money(2500, 'EUR'))
    expect(ledger.get(reference)?.status).toBe('refunded')
  })
})
