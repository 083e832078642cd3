import { describe, expect, it } from 'vitest'
import { type Money, money } from '../money'
import type { OrderLine } from '../orders/complete-order'
import { RefundDeclined } from '../payments/gateway'
import { type Actor, type RefundOrderRecord, type RefundRecord, type RefundStore, RefundsPending, recordProviderRefund, refundOrder, retryableKey } from './refund-order'

const gbp = (amount: number) => money(amount, 'GBP')
const editor: Actor = { kind: 'editor', label: 'ed@milepost.test' }

const hoodies: OrderLine = {
  id: 1,
  purchasableId: 11,
  qty: 2,
  options: {},
  sku: 'H',
  description: 'Hoodie',
  kind: 'merch',
  unitPrice: gbp(4500),
  subtotal: gbp(9000),
  discount: gbp(0),
  total: gbp(9000),
  tax: gbp(0),
  snapshot: null,
}

/** One order of two hoodies in memory, with the store's contract: reserve against the version, once per key. */
function world(options: { movedTimes?: number } = {}) {
  let order: RefundOrderRecord = {
    id: 7,
    number: 'MP-1',
    gateway: 'card',
    paymentReference: 'pi_1',
    status: 'paid',
    currency: 'GBP',
    lineItems: [hoodies],
    totalPrice: gbp(9000),
    pricesIncludeTax: true,
    refundedTotal: gbp(0),
    refundedLines: [],
    refundVersion: 0,
  }
  const refunds = new Map<string, RefundRecord>()
  let moved = options.movedTimes ?? 0
  const store: RefundStore = {
    order: async (id) => (id === order.id ? order : null),
    byKey: async (key) => refunds.get(key) ?? null,
    pendingOf: async () => [...refunds.values()].filter((r) => r.state === 'pending').length,
    shippedUnits: async () => new Map(),
    async reserve(at, key, reservation) {
      if (refunds.has(key)) return { kind: 'exists', refund: refunds.get(key)! }
      if (moved-- > 0 || at.refundVersion !== order.refundVersion) return { kind: 'moved' }
      const refund: RefundRecord = {
        id: refunds.size + 1,
        key,
        orderId: at.id,
        amount: reservation.plan.amount,
        lines: reservation.plan.lines.map((l) => ({ ...l, restock: reservation.restock.get(l.lineId) ?? 0 })),
        shipping: reservation.plan.shipping,
        state: 'pending',
        message: null,
      }
      refunds.set(key, refund)
      order = { ...order, refundedTotal: gbp(order.refundedTotal.amount + refund.amount.amount), refundedLines: reservation.refundedLines, refundVersion: order.refundVersion + 1 }
      return { kind: 'reserved', refund }
    },
    async complete(refund) {
      const done = { ...refund, state: 'succeeded' as const }
      refunds.set(refund.key, done)
      return done
    },
    async fail(refund, message) {
      const failed = { ...refund, state: 'failed' as const, message }
      refunds.set(refund.key, failed)
      order = { ...order, refundedTotal: gbp(order.refundedTotal.amount - refund.amount.amount), refundedLines: [], refundVersion: order.refundVersion + 1 }
      return failed
    },
  }
  const asked: [string, Money, string | undefined][] = []
  const gateway = (answer: 'pays' | 'declines' | 'times-out' = 'pays') => ({
    refund: async (reference: string, amount: Money, key?: string) => {
      asked.push([reference, amount, key])
      if (answer === 'declines') throw new RefundDeclined('card expired')
      if (answer === 'times-out') throw new Error('socket hang up')
      return `re_${asked.length}`
    },
  })
  return { store, asked, gateway, order: () => order }
}

describe('refundOrder', () => {
  it('asks the provider once, with the refund’s own idempotency key, and a repeated key answers the same refund', async () => {
    const w = world()
    const deps = { store: w.store, gateways: { card: w.gateway(), paypal: w.gateway() } }
    const first = await refundOrder(deps, 7, 'k1', { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] }, editor)
    const again = await refundOrder(deps, 7, 'k1', { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] }, editor)
    expect(first).toMatchObject({ state: 'succeeded', amount: gbp(4500) })
    expect(again.id).toBe(first.id)
    expect(w.asked).toEqual([['pi_1', gbp(4500), `refund-pi_1-${first.id}`]])
  })

  it('plans again when another refund moved the order first', async () => {
    const w = world({ movedTimes: 2 })
    const refund = await refundOrder({ store: w.store, gateways: { card: w.gateway(), paypal: w.gateway() } }, 7, 'k2', { kind: 'whole' }, editor)
    expect(refund.state).toBe('succeeded')
  })

  it('a provider that refuses marks the refund failed and gives the order its amount back', async () => {
    const w = world()
    const refund = await refundOrder({ store: w.store, gateways: { card: w.gateway('declines'), paypal: w.gateway() } }, 7, 'k3', { kind: 'whole' }, editor)
    expect(refund).toMatchObject({ state: 'failed', message: 'card expired' })
    expect(w.order().refundedTotal).toEqual(gbp(0))
  })

  it('a provider that does not answer leaves the refund pending; the same key asks again under the same provider key', async () => {
    const w = world()
    const request = { kind: 'lines' as const, lines: [{ lineId: 1, qty: 1 }] }
    await expect(refundOrder({ store: w.store, gateways: { card: w.gateway('times-out'), paypal: w.gateway() } }, 7, 'k5', request, editor)).rejects.toThrow(/socket hang up/)
    expect(w.order().refundedTotal).toEqual(gbp(4500))
    const retried = await refundOrder({ store: w.store, gateways: { card: w.gateway(), paypal: w.gateway() } }, 7, 'k5', request, editor)
    expect(retried.state).toBe('succeeded')
    expect(w.asked.map(([, , key]) => key)).toEqual([`refund-pi_1-${retried.id}`, `refund-pi_1-${retried.id}`])
    expect(w.order().refundedTotal).toEqual(gbp(4500))
  })

  it('a request whose key another call refunded meanwhile answers that refund, not a refusal', async () => {
    const w = world()
    const deps = { store: w.store, gateways: { card: w.gateway(), paypal: w.gateway() } }
    const request = { kind: 'lines' as const, lines: [{ lineId: 1, qty: 2 }] }
    // The other call's refund lands between this one's look for the key and its plan.
    const byKey = w.store.byKey
    let looks = 0
    w.store.byKey = async (key) => (looks++ === 0 ? (await refundOrder({ ...deps, store: { ...w.store, byKey } }, 7, key, request, editor), null) : byKey(key))
    const raced = await refundOrder(deps, 7, 'k6', request, editor)
    expect(raced).toMatchObject({ key: 'k6', state: 'succeeded', amount: gbp(9000) })
    expect(w.asked).toHaveLength(1)
    // Another key is still refused: there is nothing left.
    await expect(refundOrder(deps, 7, 'k7', request, editor)).rejects.toThrow(/refunded in full/)
  })

  it('refuses a key of another order', async () => {
    const w = world()
    const deps = { store: w.store, gateways: { card: w.gateway(), paypal: w.gateway() } }
    await refundOrder(deps, 7, 'k4', { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] }, editor)
    await expect(refundOrder(deps, 8, 'k4', { kind: 'whole' }, editor)).rejects.toThrow(/another order/)
  })
})

describe('recordProviderRefund', () => {
  it('records only what the provider gave back beyond Milepost’s own refunds, without asking the provider', async () => {
    const w = world()
    const deps = { store: w.store, gateways: { card: w.gateway(), paypal: w.gateway() } }
    await refundOrder(deps, 7, 'ours', { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] }, editor)
    expect(await recordProviderRefund(w.store, 7, 'stripe:evt_echo', gbp(4500))).toBeNull()
    const theirs = await recordProviderRefund(w.store, 7, 'stripe:evt_dashboard', gbp(5500))
    expect(theirs).toMatchObject({ state: 'succeeded', amount: gbp(1000), lines: [] })
    expect(await recordProviderRefund(w.store, 7, 'stripe:evt_other_currency', money(9000, 'EUR'))).toBeNull()
    expect(await recordProviderRefund(w.store, 7, 'stripe:evt_beyond', gbp(99_999))).toMatchObject({ amount: gbp(3500) })
    expect(await recordProviderRefund(w.store, 7, 'stripe:evt_nothing_left', gbp(99_999))).toBeNull()
    expect(w.asked).toHaveLength(1)
  })

  it("waits while one of Milepost’s own refunds has no answer yet (the provider's delivery is tried again)", async () => {
    const w = world()
    const request = { kind: 'lines' as const, lines: [{ lineId: 1, qty: 1 }] }
    await expect(refundOrder({ store: w.store, gateways: { card: w.gateway('times-out'), paypal: w.gateway() } }, 7, 'k6', request, editor)).rejects.toThrow()
    await expect(recordProviderRefund(w.store, 7, 'stripe:evt_while_pending', gbp(9000))).rejects.toThrow(RefundsPending)
  })
})

describe('retryableKey', () => {
  const keys = (states: Record<string, RefundRecord['state']>) => ({ byKey: async (key: string) => (states[key] ? ({ key, state: states[key] } as RefundRecord) : null) })

  it('keeps the key until the provider refused it; then the next, so a refusal can be asked again once', async () => {
    expect(await retryableKey(keys({}), 'entry-refund-7')).toBe('entry-refund-7')
    expect(await retryableKey(keys({ 'entry-refund-7': 'succeeded' }), 'entry-refund-7')).toBe('entry-refund-7')
    expect(await retryableKey(keys({ 'entry-refund-7': 'pending' }), 'entry-refund-7')).toBe('entry-refund-7')
    expect(await retryableKey(keys({ 'entry-refund-7': 'failed' }), 'entry-refund-7')).toBe('entry-refund-7#2')
    expect(await retryableKey(keys({ 'entry-refund-7': 'failed', 'entry-refund-7#2': 'succeeded' }), 'entry-refund-7')).toBe('entry-refund-7#2')
  })

  it('stops after a few refusals: the last one stands', async () => {
    const failed = Object.fromEntries(['k', 'k#2', 'k#3', 'k#4', 'k#5', 'k#6'].map((k) => [k, 'failed' as const]))
    expect(await retryableKey(keys(failed), 'k')).toBe('k#5')
  })
})
