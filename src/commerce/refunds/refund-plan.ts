import { type CurrencyCode, type Money, money, roundedShare } from '../money'
import type { Order, OrderLine } from '../orders/complete-order'

/** What one line has given back so far, all refunds together: units, money, and units put back on the shelf. */
export type RefundedLine = { lineId: number; qty: number; amount: number; restocked: number }

/** An order as a refund sees it. Amounts in the order's currency's minor units. */
export type RefundableOrder = Pick<Order, 'currency' | 'lineItems' | 'totalPrice' | 'pricesIncludeTax' | 'refundedTotal' | 'refundedLines'>

/** One line of a refund request: units given back (0 for money only) and, optionally, less money than their share. */
export type RefundRequestLine = { lineId: number; qty: number; amount?: number }

export type RefundRequest =
  | { kind: 'whole' }
  | { kind: 'lines'; lines: RefundRequestLine[]; shipping?: number }
  /** A provider refunded this much without saying what for (a refund made in its dashboard). */
  | { kind: 'amount'; amount: number }

export type RefundLine = { lineId: number; qty: number; amount: number }

export type RefundPlan = { amount: Money; lines: RefundLine[]; shipping: number }

/** A refund that cannot be made, in the editor's words. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefundRefused'
  }
}

/** What the line cost the buyer: its total, and its tax when prices were shown before tax. */
export const lineCharged = (line: OrderLine, pricesIncludeTax: boolean): number => line.total.amount + (pricesIncludeTax ? 0 : line.tax.amount)

type LineLeft = { line: OrderLine; qty: number; amount: number }

function whatIsLeft(order: RefundableOrder) {
  const refunded = new Map(order.refundedLines.map((r) => [r.lineId, r]))
  const lines = new Map<number, LineLeft>(
    order.lineItems.map((line) => {
      const done = refunded.get(line.id)
      return [line.id, { line, qty: line.qty - (done?.qty ?? 0), amount: lineCharged(line, order.pricesIncludeTax) - (done?.amount ?? 0) }]
    }),
  )
  const total = order.totalPrice.amount - order.refundedTotal.amount
  const linesLeft = [...lines.values()].reduce((s, l) => s + Math.max(0, l.amount), 0)
  // Shipping (and its tax) is what the order cost beyond its lines.
  return { lines, total, shipping: Math.max(0, total - linesLeft) }
}

/** What an editor may still give back: each line's units and money, the shipping and the order's total. */
export function refundable(order: RefundableOrder) {
  const left = whatIsLeft(order)
  return {
    currency: order.currency,
    total: Math.max(0, left.total),
    shipping: left.shipping,
    lines: [...left.lines.values()].map(({ line, qty, amount }) => ({ lineId: line.id, description: line.description, kind: line.kind, qtyLeft: Math.max(0, qty), amountLeft: Math.max(0, amount) })),
  }
}

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n)

/**
 * The refund a request makes of an order, checked against what is left to give back: never more
 * units than a line has left, never more money than a line (or the shipping) was paid, never more
 * than the order's total less its refunds. A line's units without an amount cost their share of
 * what is left of it (the last units take the remainder, so a line refunded in steps adds up).
 */
export function planRefund(order: RefundableOrder, request: RefundRequest): RefundPlan {
  const currency: CurrencyCode = order.currency
  const left = whatIsLeft(order)
  // Units may be left to give back for nothing (a free entry, the last penny of a line gone already).
  const unitsLeft = [...left.lines.values()].some((l) => l.qty > 0)
  if (left.total <= 0 && !unitsLeft) throw new RefundRefused('This order has been refunded in full.')

  if (request.kind === 'whole') {
    const lines = [...left.lines.values()].filter((l) => l.qty > 0 || l.amount > 0).map((l) => ({ lineId: l.line.id, qty: Math.max(0, l.qty), amount: Math.max(0, l.amount) }))
    return { amount: money(Math.max(0, left.total), currency), lines, shipping: left.shipping }
  }

  if (request.kind === 'amount') {
    if (!isWhole(request.amount) || request.amount <= 0) throw new RefundRefused('A refund must give back more than nothing.')
    if (left.total <= 0) throw new RefundRefused('This order has been refunded in full.')
    if (request.amount > left.total) throw new RefundRefused(`Only ${left.total} (minor units) is left to refund.`)
    // The whole remainder is the whole order: its lines are undone too.
    if (request.amount === left.total) return planRefund(order, { kind: 'whole' })
    return { amount: money(request.amount, currency), lines: [], shipping: 0 }
  }

  const seen = new Set<number>()
  const lines: RefundLine[] = []
  for (const wanted of request.lines) {
    const found = left.lines.get(wanted.lineId)
    if (!found) throw new RefundRefused(`The order has no line ${wanted.lineId}.`)
    if (seen.has(wanted.lineId)) throw new RefundRefused(`Line ${wanted.lineId} is listed twice.`)
    seen.add(wanted.lineId)
    if (!isWhole(wanted.qty) || wanted.qty < 0) throw new RefundRefused('A quantity is a whole number, 0 or more.')
    if (wanted.qty > found.qty) throw new RefundRefused(`“${found.line.description}” has ${found.qty} left to refund.`)
    const share = wanted.qty === found.qty ? found.amount : found.qty > 0 ? roundedShare(found.amount, wanted.qty, found.qty) : 0
    const amount = wanted.amount ?? share
    if (!isWhole(amount) || amount < 0) throw new RefundRefused('An amount is a whole number of minor units, 0 or more.')
    if (amount > found.amount) throw new RefundRefused(`“${found.line.description}” has ${found.amount} (minor units) left to refund.`)
    if (wanted.qty === 0 && amount === 0) continue
    lines.push({ lineId: wanted.lineId, qty: wanted.qty, amount })
  }
  const shipping = request.shipping ?? 0
  if (!isWhole(shipping) || shipping < 0) throw new RefundRefused('The shipping refund is a whole number of minor units, 0 or more.')
  if (shipping > left.shipping) throw new RefundRefused(`Only ${left.shipping} (minor units) of shipping is left to refund.`)
  const amount = lines.reduce((s, l) => s + l.amount, 0) + shipping
  if (amount <= 0 && !lines.length) throw new RefundRefused('Choose a line, or shipping, to refund.')
  if (amount > left.total) throw new RefundRefused(`Only ${left.total} (minor units) is left to refund.`)
  return { amount: money(amount, currency), lines, shipping }
}

/** The order's refunded lines once this refund is added; `restock` tells how many units of each line went back on the shelf. */
export function withRefund(refunded: RefundedLine[], plan: RefundPlan, restock: Map<number, number>): RefundedLine[] {
  const byLine = new Map(refunded.map((r) => [r.lineId, { ...r }]))
  for (const line of plan.lines) {
    const current = byLine.get(line.lineId) ?? { lineId: line.lineId, qty: 0, amount: 0, restocked: 0 }
    byLine.set(line.lineId, { ...current, qty: current.qty + line.qty, amount: current.amount + line.amount, restocked: current.restocked + (restock.get(line.lineId) ?? 0) })
  }
  return [...byLine.values()].sort((a, b) => a.lineId - b.lineId)
}

/**
 * How many of each kit line's refunded units go back to stock: those never shipped, and not put
 * back already. Units that shipped stay with the buyer (or come back by post, which an editor counts).
 */
export function unitsToRestock(order: RefundableOrder, plan: RefundPlan, shipped: ReadonlyMap<number, number>): Map<number, number> {
  const refunded = new Map(order.refundedLines.map((r) => [r.lineId, r]))
  const restock = new Map<number, number>()
  for (const { lineId, qty } of plan.lines) {
    const line = order.lineItems.find((l) => l.id === lineId)
    // Only kit goes back on a shelf (a membership is merch that never ships).
    if (!line || line.kind !== 'merch' || line.snapshot?.grantsRunClubMembership || qty <= 0) continue
    const onShelfAlready = refunded.get(lineId)?.restocked ?? 0
    const unshipped = line.qty - (shipped.get(lineId) ?? 0) - onShelfAlready
    const units = Math.min(qty, Math.max(0, unshipped))
    if (units > 0) restock.set(lineId, units)
  }
  return restock
}

/** The order's state after a refund: refunded once nothing is left to give back. */
export const statusAfterRefund = (order: RefundableOrder, plan: RefundPlan): 'partially-refunded' | 'refunded' =>
  order.refundedTotal.amount + plan.amount.amount >= order.totalPrice.amount ? 'refunded' : 'partially-refunded'

const isTeamPlaces = (line: OrderLine) => line.options.bulkAdult === true || line.options.bulkChild === true

/**
 * The entrants' lines whose every unit is now refunded: their entries are cancelled, those of a
 * captain's bulk places included (the people who claimed them; decision 0057).
 */
export function entryLinesUndone(order: RefundableOrder, refundedAfter: RefundedLine[]): OrderLine[] {
  const refunded = new Map(refundedAfter.map((r) => [r.lineId, r.qty]))
  return order.lineItems.filter((l) => l.kind === 'entry' && (refunded.get(l.id) ?? 0) >= l.qty)
}

/** The team places (spec §4's bulk adult and child entries) this refund gives back. */
export function teamPlacesReturned(order: RefundableOrder, plan: RefundPlan): { adult: number; child: number } {
  const places = { adult: 0, child: 0 }
  for (const { lineId, qty } of plan.lines) {
    const line = order.lineItems.find((l) => l.id === lineId)
    if (!line || line.kind !== 'entry' || !isTeamPlaces(line)) continue
    if (line.options.bulkAdult === true) places.adult += qty
    else places.child += qty
  }
  return places
}
