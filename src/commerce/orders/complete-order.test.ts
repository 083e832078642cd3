import { describe, expect, it } from 'vitest'
import { cart, catalogue, gbp, purchasable, taxRates } from '../cart/fixtures.test-support'
import { money } from '../money'
import { priceCart } from '../cart/totals'
import type { CartRecord } from '../cart/types'
import { type CompletionDeps, completeOrder, type NewOrder, type Order, OrderRefused } from './complete-order'

/** Orders and stock in memory; a transaction applies all its writes or none. */
function memory(initial: CartRecord, stock: Record<number, number>) {
  const carts = new Map([[initial.number, initial]])
  const orders: Order[] = []
  const payments = new Map<string, string>()
  const reads = { carts: 0, prices: 0 }
  const deps: CompletionDeps = {
    findCart: async (n) => (reads.carts++, structuredClone(carts.get(n) ?? null)),
    price: async (c) => (
      reads.prices++,
      priceCart(c, {
        purchasables: catalogue(purchasable(1, { price: gbp(500) })),
        coupon: null,
        couponUsesByEmail: 0,
        shippingRates: { zones: [], otherCountries: null },
        taxRates,
        market: { pricesIncludeTax: true, presumedDestination: { country: 'GB', region: null } },
        addressDestination: null,
        now: new Date(),
      })
    ),
    newOrderNumber: () => `MP-${orders.length + 1}`,
    newAccessKey: () => 'key',
    orders: {
      orderByPayment: async (ref) => orders.find((o) => o.paymentReference === ref) ?? null,
      orderByCart: async (n) => orders.find((o) => o.cartNumber === n) ?? null,
      async transaction(run) {
        const staged = { carts: new Map(carts), stock: { ...stock }, orders: [] as Order[], payments: new Map<string, string>() }
        const result = await run({
          handle: staged,
          completeCart: async (c) => {
            const stored = staged.carts.get(c.number)!
            if (stored.isCompleted || stored.version !== c.version) return false
            staged.carts.set(c.number, { ...stored, isCompleted: true })
            return true
          },
          takeStock: async (id, qty) => (staged.stock[id]! >= qty ? ((staged.stock[id]! -= qty), { left: staged.stock[id]! }) : false),
          recordCouponUse: async () => true,
          makeRunClubMember: async () => false,
          insertOrder: async (o: NewOrder) => {
            const id = orders.length + 1
            const order = {
              ...o,
              id,
              status: 'paid' as const,
              placedAt: new Date().toISOString(),
              invoiceNumber: `INV-${String(id).padStart(6, '0')}`,
              invoicedAt: new Date().toISOString(),
              refundedTotal: money(0, o.currency),
              refundedLines: [],
            }
            staged.orders.push(order)
            return order
          },
          recordPayment: async (hash, order) => void staged.payments.set(hash, order.number),
        })
        for (const [k, v] of staged.payments) payments.set(k, v)
        for (const [k, v] of staged.carts) carts.set(k, v)
        Object.assign(stock, staged.stock)
        orders.push(...staged.orders)
        return result
      },
    },
  }
  return { deps, carts, orders, stock, payments, reads }
}

const paidCart = cart({ number: 'c1', email: 'a@b.co', lines: [{ id: 1, purchasableId: 1, qty: 2, options: {} }] })
const card = (pence: number, reference = 'pay_1') => ({ reference, gateway: 'card' as const, amount: gbp(pence) })

describe('completeOrder', () => {
  it('names the purchasables it left few of, or none: their pages say so', async () => {
    const plenty = await completeOrder(memory(paidCart, { 1: 8 }).deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })
    expect(plenty).toMatchObject({ outcome: 'completed', fewLeft: [] })
    const few = await completeOrder(memory(paidCart, { 1: 7 }).deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })
    expect(few).toMatchObject({ outcome: 'completed', fewLeft: [1] })
    const last = await completeOrder(memory(paidCart, { 1: 2 }).deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })
    expect(last).toMatchObject({ outcome: 'completed', fewLeft: [1] })
  })

  it('takes the cart as the payer priced it, and marks the attempt paid with the order, in its transaction', async () => {
    const { deps, payments, reads } = memory(paidCart, { 1: 5 })
    const priced = await deps.price(paidCart)
    reads.prices = 0
    const done = await completeOrder(deps, { cartNumber: 'c1', payment: card(1000), locale: 'en', transactionHash: 'h1', pricedCart: { cart: paidCart, priced } })
    expect(done).toMatchObject({ outcome: 'completed', order: { number: 'MP-1' } })
    expect(reads).toEqual({ carts: 0, prices: 0 })
    expect(payments.get('h1')).toBe('MP-1')
  })

  it('reads and prices a cart again when it changed since the payer priced it', async () => {
    const { deps, carts, reads } = memory(paidCart, { 1: 5 })
    const priced = await deps.price(paidCart)
    carts.set('c1', { ...paidCart, version: paidCart.version + 1 })
    reads.prices = 0
    const done = await completeOrder(deps, { cartNumber: 'c1', payment: card(1000), locale: 'en', pricedCart: { cart: paidCart, priced } })
    expect(done).toMatchObject({ outcome: 'completed' })
    expect(reads).toEqual({ carts: 1, prices: 1 })
  })

  it('marks no attempt paid when the order is not made', async () => {
    const { deps, payments } = memory(paidCart, { 1: 1 })
    expect(await completeOrder(deps, { cartNumber: 'c1', payment: card(1000), locale: 'en', transactionHash: 'h1' })).toMatchObject({ outcome: 'out-of-stock' })
    expect(payments.size).toBe(0)
  })

  it('completes a paid cart once; the next call answers the same order', async () => {
    const { deps, stock } = memory(paidCart, { 1: 5 })
    const first = await completeOrder(deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })
    expect(first).toMatchObject({ outcome: 'completed', order: { number: 'MP-1', totalPrice: gbp(1000), currency: 'GBP', email: 'a@b.co', invoiceNumber: 'INV-000001' } })
    expect(await completeOrder(deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })).toMatchObject({ outcome: 'already-completed' })
    expect(await completeOrder(deps, { cartNumber: 'c1', payment: card(1000, 'pay_2'), locale: 'en' })).toMatchObject({ outcome: 'already-completed' })
    expect(stock[1]).toBe(3)
  })

  it('refuses what cannot be paid for, and writes nothing when stock ran out', async () => {
    expect(await completeOrder(memory(paidCart, { 1: 5 }).deps, { cartNumber: 'nope', payment: card(1000), locale: 'en' })).toEqual({ outcome: 'not-payable', reason: 'unknown-cart' })
    expect(await completeOrder(memory({ ...paidCart, email: null }, { 1: 5 }).deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })).toEqual({ outcome: 'not-payable', reason: 'no-email' })
    expect(await completeOrder(memory({ ...paidCart, lines: [] }, { 1: 5 }).deps, { cartNumber: 'c1', payment: card(0), locale: 'en' })).toEqual({ outcome: 'not-payable', reason: 'empty' })
    expect(await completeOrder(memory(paidCart, { 1: 5 }).deps, { cartNumber: 'c1', payment: card(999), locale: 'en' })).toEqual({ outcome: 'amount-mismatch', expected: gbp(1000) })
    // The same number of minor units in another currency is not the price either.
    const inEuros = { reference: 'pay_1', gateway: 'card' as const, amount: money(1000, 'EUR') }
    expect(await completeOrder(memory(paidCart, { 1: 5 }).deps, { cartNumber: 'c1', payment: inEuros, locale: 'en' })).toEqual({ outcome: 'amount-mismatch', expected: gbp(1000) })
    // Paid with a discount whose coupon no longer applies (used up by another order first).
    expect(await completeOrder(memory({ ...paidCart, couponCode: 'ONCE' }, { 1: 5 }).deps, { cartNumber: 'c1', payment: card(900), locale: 'en' })).toEqual({
      outcome: 'refused',
      reason: 'payments.couponUsedUp',
    })
    // A cart saved over the cart's limits before they existed is never made into an order.
    const over = memory({ ...paidCart, lines: [{ id: 1, purchasableId: 1, qty: 11_988, options: {} }] }, { 1: 20_000 })
    expect(await completeOrder(over.deps, { cartNumber: 'c1', payment: card(11_988 * 500), locale: 'en' })).toEqual({ outcome: 'not-payable', reason: 'over-limits' })
    expect(over.orders).toEqual([])
    expect(over.stock[1]).toBe(20_000)
    const short = memory(paidCart, { 1: 1 })
    expect(await completeOrder(short.deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })).toEqual({ outcome: 'out-of-stock', purchasableIds: [1] })
    expect(short.orders).toEqual([])
    expect(short.carts.get('c1')!.isCompleted).toBe(false)
    expect(short.stock[1]).toBe(1)
  })

  it('runs the order’s further steps: they read before the transaction and write inside it', async () => {
    const seen: string[] = []
    const ok = memory(paidCart, { 1: 5 })
    ok.deps.steps = [
      async (c) => {
        seen.push(`read ${c.number}`)
        return async (_tx, order) => void seen.push(`write ${order.number}`)
      },
      async () => null,
    ]
    expect(await completeOrder(ok.deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })).toMatchObject({ outcome: 'completed' })
    expect(seen).toEqual(['read c1', 'write MP-1'])
  })

  it('a step that refuses, before or inside the transaction, leaves nothing written', async () => {
    for (const where of ['before', 'inside'] as const) {
      const refusing = memory(paidCart, { 1: 5 })
      const refuse = () => {
        throw new OrderRefused('entries.alreadyEnteredEmail', { email: 'a@b.co' })
      }
      refusing.deps.steps = [async () => (where === 'before' ? refuse() : async () => refuse())]
      expect(await completeOrder(refusing.deps, { cartNumber: 'c1', payment: card(1000), locale: 'en' })).toEqual({
        outcome: 'refused',
        reason: 'entries.alreadyEnteredEmail',
        values: { email: 'a@b.co' },
      })
      expect(refusing.orders).toEqual([])
      expect(refusing.carts.get('c1')!.isCompleted).toBe(false)
      expect(refusing.stock[1]).toBe(5)
    }
  })
})
