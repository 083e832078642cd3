import { z } from 'zod'
import type { PricedCart } from '../../commerce/cart/totals'
import type { CartLine, CartProblem, Purchasable } from '../../commerce/cart/types'
import { type CompletionTransaction, type Order, OrderRefused, type OrderStep } from '../../commerce/orders/complete-order'
import { DomainError } from '../../lib/errors'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'
import type { DeferralMove } from './deferral'

/**
 * Fees for changes to a booking, paid through the normal checkout (issue 28, decision 0059). An
 * event may charge for a transfer (the offer waits, unmailed, until its fee is paid) and for a
 * deferral (the price difference: the entry moves once it is paid). A fee line names the change
 * it pays for; only that change's own entrant may pay it, once, while it can still be made, and
 * the change is made in the order's own transaction, or the order is refused and the money given back.
 */

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31)
export const transferFeeOptions = z.strictObject({ transfer: id })
export const deferralFeeOptions = z.strictObject({ deferEntry: id, toEvent: id })

export type FeeLine = { change: 'transfer'; eventId: number; transferId: number } | { change: 'deferral'; eventId: number; entryId: number; toEventId: number }

/** What a fee line pays for, or null when its options do not name a change of its kind. */
export function feeLineOf(line: Pick<CartLine, 'options'>, purchasable: Purchasable | undefined): FeeLine | null {
  const fee = purchasable?.bookingFee
  if (purchasable?.kind !== 'fee' || !fee) return null
  if (fee.change === 'transfer') {
    const parsed = transferFeeOptions.safeParse(line.options)
    return parsed.success ? { change: 'transfer', eventId: fee.eventId, transferId: parsed.data.transfer } : null
  }
  const parsed = deferralFeeOptions.safeParse(line.options)
  return parsed.success ? { change: 'deferral', eventId: fee.eventId, entryId: parsed.data.deferEntry, toEventId: parsed.data.toEvent } : null
}

/** A transfer offer waiting for its fee, with what its friend's mail says once it is paid. */
export type AwaitingTransfer = { transferId: number; eventId: number; eventTitle: string; toEmail: string; locale: Locale; fromName: string; closesAt: Date }

/** A deferral as it would be made now. */
export type PlannedDeferral = { eventId: number; entryId: number; move: DeferralMove; by: string }

export type BookingFeeStore = {
  /** This customer's transfer offer that waits for its fee, while the entry may still be handed on; null otherwise. */
  transferAwaitingFee(transferId: number, customerId: number): Promise<AwaitingTransfer | null>
  /** The move of this customer's entry to that event, as it would be made now, or why it may not be (a message key). */
  deferral(customerId: number, entryId: number, toEventId: number): Promise<PlannedDeferral | MessageKey>
}

const NOT_PAYABLE = 'cart.bookingChangeNotPayable' as const

type Prepared = { change: 'transfer'; transfer: AwaitingTransfer } | { change: 'deferral'; deferral: PlannedDeferral }

/** The change this fee pays for, as it would be made now, or why it cannot be (a message key). */
async function prepare(store: BookingFeeStore, fee: FeeLine, customerId: number): Promise<Prepared | MessageKey> {
  if (fee.change === 'transfer') {
    const transfer = await store.transferAwaitingFee(fee.transferId, customerId)
    return transfer?.eventId === fee.eventId ? { change: 'transfer', transfer } : NOT_PAYABLE
  }
  const deferral = await store.deferral(customerId, fee.entryId, fee.toEventId)
  if (typeof deferral === 'string') return deferral
  return deferral.eventId === fee.eventId ? { change: 'deferral', deferral } : NOT_PAYABLE
}

const feeRefusal = async (store: BookingFeeStore, fee: FeeLine, customerId: number): Promise<MessageKey | null> => {
  const prepared = await prepare(store, fee, customerId)
  return typeof prepared === 'string' ? prepared : null
}

const changeKey = (fee: FeeLine) => (fee.change === 'transfer' ? `t${fee.transferId}` : `d${fee.entryId}`)

/**
 * The cart rule for fee lines an update adds or changes: a signed-in entrant, one of each, once,
 * for a change they may still make. Lines saved before are not judged again, so they can be removed.
 */
export async function feeLineProblems(
  store: BookingFeeStore,
  { lines, before, purchasables, customerId }: { lines: CartLine[]; before: CartLine[]; purchasables: Map<number, Purchasable>; customerId: number | null },
): Promise<Record<string, CartProblem>> {
  const problems: Record<string, CartProblem> = {}
  const seen = new Set<string>()
  for (const [index, line] of lines.entries()) {
    const purchasable = purchasables.get(line.purchasableId)
    if (purchasable?.kind !== 'fee') continue
    const fee = feeLineOf(line, purchasable)
    const unchanged = before.some((b) => b.id === line.id && b.qty === line.qty && b.purchasableId === line.purchasableId && JSON.stringify(b.options) === JSON.stringify(line.options))
    const key = fee && changeKey(fee)
    const twice = key !== null && seen.has(key)
    if (key) seen.add(key)
    if (unchanged && !twice) continue
    const at = `lineItems.${index}.options`
    if (!customerId) problems[at] = { key: 'entries.userRequired' }
    else if (!fee || twice) problems[at] = { key: NOT_PAYABLE }
    else if (line.qty !== 1) problems[`lineItems.${index}.qty`] = { key: 'cart.lineQtyTooHigh', values: { max: 1 } }
    else {
      if (await feeRefusal(store, fee, customerId)) problems[at] = { key: NOT_PAYABLE }
    }
  }
  return problems
}

type PricedFee = { fee: FeeLine | null; qty: number }
const feesOf = (priced: PricedCart): PricedFee[] => priced.lines.filter((l) => l.purchasable?.kind === 'fee').map((l) => ({ fee: feeLineOf(l, l.purchasable ?? undefined), qty: l.qty }))

/** Why the cart's fees cannot be paid now (before any money moves), as the buyer is told; nothing when they can. */
export async function checkFeesBeforePaying(store: BookingFeeStore, customerId: number | null, priced: PricedCart): Promise<void> {
  for (const { fee, qty } of feesOf(priced)) {
    if (!customerId) throw new DomainError('invalid_request', 'entries.userRequired')
    const refusal = fee && qty === 1 ? await feeRefusal(store, fee, customerId) : NOT_PAYABLE
    if (refusal) throw new DomainError('invalid_request', refusal)
  }
}

/** The changes paid for, made in the order's transaction. */
export type FeeWrites = {
  /** Opens the offer (awaiting its fee → pending) and queues the friend's mail; false when it no longer waits. */
  openTransfer(transfer: AwaitingTransfer, customerId: number, order: Order): Promise<boolean>
  /** Moves the entry as a free deferral would; a message key when it cannot. */
  defer(deferral: PlannedDeferral, customerId: number, order: Order): Promise<MessageKey | null>
}

/**
 * The order step of fee lines: each change is prepared again before the transaction and made
 * inside it. A change that can no longer be made refuses the whole order, and the payment goes back.
 */
export function bookingFeesStep(store: BookingFeeStore, writesOf: (tx: CompletionTransaction) => FeeWrites): OrderStep {
  return async (cart, priced) => {
    const fees = feesOf(priced)
    if (!fees.length) return null
    const customerId = cart.customerId
    if (!customerId) throw new OrderRefused('entries.userRequired')
    const paid: Prepared[] = []
    for (const { fee, qty } of fees) {
      const prepared = fee && qty === 1 ? await prepare(store, fee, customerId) : NOT_PAYABLE
      if (typeof prepared === 'string') throw new OrderRefused(prepared)
      paid.push(prepared)
    }
    return async (tx, order) => {
      const writes = writesOf(tx)
      for (const change of paid) {
        if (change.change === 'transfer') {
          if (!(await writes.openTransfer(change.transfer, customerId, order))) throw new OrderRefused(NOT_PAYABLE)
          continue
        }
        const refusal = await writes.defer(change.deferral, customerId, order)
        if (refusal) throw new OrderRefused(refusal)
      }
    }
  }
}
