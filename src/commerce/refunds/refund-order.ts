import type { Money } from '../money'
import type { Order } from '../orders/complete-order'
import { type PaymentGateway, RefundDeclined } from '../payments/gateway'
import { planRefund, type RefundableOrder, type RefundedLine, type RefundPlan, RefundRefused, type RefundRequest, unitsToRestock, withRefund } from './refund-plan'

/** Who asked: shown in the order's history. */
export type Actor = { kind: 'customer' | 'captain' | 'editor' | 'system' | 'provider'; label: string }

export type RefundState = 'pending' | 'succeeded' | 'failed'

export type RefundRecord = {
  id: number
  key: string
  orderId: number
  amount: Money
  lines: { lineId: number; qty: number; amount: number; restock: number }[]
  shipping: number
  state: RefundState
  message: string | null
}

export type RefundOrderRecord = RefundableOrder & Pick<Order, 'id' | 'number' | 'gateway' | 'paymentReference' | 'status'> & { refundVersion: number }

/** A refund to reserve: the plan, the units it puts back, the order's refunded lines after it. */
export type Reservation = {
  plan: RefundPlan
  restock: Map<number, number>
  refundedLines: RefundedLine[]
  /** The shipped units the restock was reckoned from: if parcels left since, the store answers 'moved'. */
  shipped: ReadonlyMap<number, number>
}

export type RefundStore = {
  order(orderId: number): Promise<RefundOrderRecord | null>
  byKey(key: string): Promise<RefundRecord | null>
  /** How many of the order's refunds are still waiting for the provider's answer. */
  pendingOf(orderId: number): Promise<number>
  /** Units of each line already in parcels that left. */
  shippedUnits(orderId: number): Promise<Map<number, number>>
  /**
   * In one transaction: the refund row (its key unique) and the order's refunded total and lines,
   * only while the order's refund version is still `version`. 'moved' when another refund got there
   * first (plan again); 'exists' when a refund with this key is already recorded.
   */
  reserve(order: RefundOrderRecord, key: string, reservation: Reservation, actor: Actor, reason: string | null): Promise<{ kind: 'reserved' | 'exists'; refund: RefundRecord } | { kind: 'moved' }>
  /** The provider gave the money back: the refund's effects (stock, entries, team places, the order's state), in one transaction. */
  complete(refund: RefundRecord, providerRefundId: string | null, actor: Actor): Promise<RefundRecord>
  /** The provider refused: the order gets the amount and lines back, the refund is marked failed. */
  fail(refund: RefundRecord, message: string, actor: Actor): Promise<RefundRecord>
}

/** A provider's refund arrived while one of ours is still waiting for its answer. */
export class RefundsPending extends Error {
  constructor(orderNumber: string) {
    super(`Order ${orderNumber} has a refund waiting for the provider's answer`)
    this.name = 'RefundsPending'
  }
}

export type RefundDeps = { store: RefundStore; gateways: Record<Order['gateway'], Pick<PaymentGateway, 'refund'>> }

const MAX_ATTEMPTS = 8
const MAX_RETRIES = 5

/**
 * The key for a self-service refund asked again after the provider refused the last one (which
 * gave nothing back): `base`, then `base#2`, `base#3`… Parallel askers compute the same key, so a
 * retry is still one refund; after a few refusals the last one stands.
 */
export async function retryableKey(store: Pick<RefundStore, 'byKey'>, base: string): Promise<string> {
  let key = base
  for (let n = 2; n <= MAX_RETRIES + 1; n++) {
    const found = await store.byKey(key)
    if (found?.state !== 'failed') return key
    if (n <= MAX_RETRIES) key = `${base}#${n}`
  }
  return key
}

/**
 * Gives money back for an order, once per key: the refund is reserved against what is left of the
 * order (so parallel requests can never give back more than was paid, nor one key twice), then the
 * provider is asked with the refund's own idempotency key, then its effects are written. A refund
 * the provider refuses leaves the order as it was.
 */
export async function refundOrder(deps: RefundDeps, orderId: number, key: string, request: RefundRequest, actor: Actor, reason: string | null = null): Promise<RefundRecord> {
  const { store } = deps
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.byKey(key)
    if (existing) sameOrder(existing, orderId)
    const order = await store.order(orderId)
    if (!order) throw new RefundRefused('There is no such order.')
    // Asked again while the provider's answer is unknown (a timeout, a crash): ask again, under the same key.
    if (existing) return existing.state === 'pending' ? pay(deps, order, existing, actor) : existing
    const plan = await planOrRaced(store, order, key, request)
    if ('key' in plan) return plan
    const shipped = await store.shippedUnits(orderId)
    const restock = unitsToRestock(order, plan, shipped)
    const reserved = await store.reserve(order, key, { plan, restock, shipped, refundedLines: withRefund(order.refundedLines, plan, restock) }, actor, reason)
    if (reserved.kind === 'moved') continue
    if (reserved.kind === 'exists') return sameOrder(reserved.refund, orderId)
    return pay(deps, order, reserved.refund, actor)
  }
  throw new RefundRefused('The order is being refunded by someone else: try again.')
}

/**
 * The plan, or the refund of this key made since it was looked for: the same request sent twice at
 * once finds the order already given back by the other, and that refund is its answer.
 */
async function planOrRaced(store: RefundStore, order: RefundOrderRecord, key: string, request: RefundRequest): Promise<RefundPlan | RefundRecord> {
  try {
    return planRefund(order, request)
  } catch (error) {
    const raced = error instanceof RefundRefused ? await store.byKey(key) : null
    if (raced) return sameOrder(raced, order.id)
    throw error
  }
}

function sameOrder(refund: RefundRecord, orderId: number): RefundRecord {
  if (refund.orderId !== orderId) throw new RefundRefused('This refund key belongs to another order.')
  return refund
}

/** The provider's idempotency key: the payment's reference too, so row ids of another database never collide at the provider. */
export const refundKey = (order: Pick<RefundOrderRecord, 'paymentReference'>, refund: Pick<RefundRecord, 'id'>) => `refund-${order.paymentReference}-${refund.id}`

async function pay(deps: RefundDeps, order: RefundOrderRecord, refund: RefundRecord, actor: Actor): Promise<RefundRecord> {
  // Units given back for nothing: no money moves, so the provider is not asked (it refuses a refund of 0).
  if (refund.amount.amount === 0) return deps.store.complete(refund, null, actor)
  let providerRefundId: string | null
  try {
    providerRefundId = await deps.gateways[order.gateway].refund(order.paymentReference, refund.amount, refundKey(order, refund))
  } catch (error) {
    // Only a definite "no" gives the amount back; anything else leaves the refund pending, to be asked again.
    if (error instanceof RefundDeclined) return deps.store.fail(refund, error.message.slice(0, 500), actor)
    throw error
  }
  return deps.store.complete(refund, providerRefundId, actor)
}

/**
 * A refund the provider made on its own (its dashboard, a dispute): recorded under the provider's
 * key, with no call back to it. `refundedAtProvider` is what the provider says it has given back
 * for the payment in all; what Milepost already counts (its own refunds) is not counted twice.
 */
export async function recordProviderRefund(store: RefundStore, orderId: number, key: string, refundedAtProvider: Money): Promise<RefundRecord | null> {
  const actor: Actor = { kind: 'provider', label: 'payment provider' }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.byKey(key)
    if (existing) return existing
    const order = await store.order(orderId)
    if (!order || refundedAtProvider.currency !== order.currency) return null
    // Our own refund waiting for its answer is counted already but may yet fail: decide once it is settled (the provider retries).
    if (await store.pendingOf(orderId)) throw new RefundsPending(order.number)
    const beyond = Math.min(refundedAtProvider.amount, order.totalPrice.amount) - order.refundedTotal.amount
    if (beyond <= 0) return null
    const plan = planRefund(order, { kind: 'amount', amount: beyond })
    const shipped = await store.shippedUnits(orderId)
    const restock = unitsToRestock(order, plan, shipped)
    const reserved = await store.reserve(order, key, { plan, restock, shipped, refundedLines: withRefund(order.refundedLines, plan, restock) }, actor, 'Refunded at the payment provider')
    if (reserved.kind === 'moved') continue
    if (reserved.kind === 'exists') return reserved.refund
    return store.complete(reserved.refund, null, actor)
  }
  return null
}
