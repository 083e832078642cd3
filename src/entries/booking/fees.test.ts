import { describe, expect, it } from 'vitest'
import type { PricedCart } from '../../commerce/cart/totals'
import type { CartLine } from '../../commerce/cart/types'
import { cart, catalogue, gbp, purchasable } from '../../commerce/cart/fixtures.test-support'
import { type CompletionTransaction, type Order, OrderRefused } from '../../commerce/orders/complete-order'
import { DomainError } from '../../lib/errors'
import type { MessageKey } from '../../i18n/messages'
import { type AwaitingTransfer, type BookingFeeStore, bookingFeesStep, checkFeesBeforePaying, feeLineOf, feeLineProblems, type PlannedDeferral } from './fees'

const transferFee = purchasable(50, { kind: 'fee', price: gbp(500), hasUnlimitedStock: true, bookingFee: { eventId: 3, change: 'transfer' } })
const deferralFee = purchasable(51, { kind: 'fee', price: gbp(1500), hasUnlimitedStock: true, bookingFee: { eventId: 3, change: 'deferral' } })
const kit = purchasable(1)
const purchasables = catalogue(transferFee, deferralFee, kit)

const awaiting = (transferId: number): AwaitingTransfer => ({
  transferId,
  eventId: 3,
  eventTitle: 'Riverside Half',
  toEmail: 'bo@example.com',
  locale: 'sv',
  fromName: 'Ann',
  closesAt: new Date('2026-05-30T00:00:00Z'),
})
const planned = (entryId: number): PlannedDeferral => ({ eventId: 3, entryId, by: 'ann@example.com', move: { eventId: 4, variantId: 40, distanceLabel: '10K', distanceKm: 10 } })

/** Customer 1's offer 7 waits for its fee; their entry 9 may move to event 4, and nowhere else. */
const store: BookingFeeStore = {
  transferAwaitingFee: async (transferId, customerId) => (transferId === 7 && customerId === 1 ? awaiting(7) : null),
  deferral: async (customerId, entryId, toEventId): Promise<PlannedDeferral | MessageKey> => {
    if (customerId !== 1 || entryId !== 9) return 'booking.notFound'
    return toEventId === 4 ? planned(9) : 'deferral.notOffered'
  },
}

const line = (id: number, purchasableId: number, options: Record<string, unknown>, qty = 1): CartLine => ({ id, purchasableId, qty, options })
const problems = (lines: CartLine[], customerId: number | null = 1, before: CartLine[] = []) => feeLineProblems(store, { lines, before, purchasables, customerId })

describe('a booking change fee line', () => {
  it('names the change it pays for, by its kind', () => {
    expect(feeLineOf({ options: { transfer: 7 } }, transferFee)).toEqual({ change: 'transfer', eventId: 3, transferId: 7 })
    expect(feeLineOf({ options: { deferEntry: 9, toEvent: 4 } }, deferralFee)).toEqual({ change: 'deferral', eventId: 3, entryId: 9, toEventId: 4 })
    expect(feeLineOf({ options: { deferEntry: 9, toEvent: 4 } }, transferFee)).toBeNull()
    expect(feeLineOf({ options: { transfer: 7, extra: 1 } }, transferFee)).toBeNull()
    expect(feeLineOf({ options: { transfer: 7 } }, kit)).toBeNull()
  })

  it('goes in the basket of the entrant whose change it pays for, once', async () => {
    expect(await problems([line(1, 50, { transfer: 7 }), line(2, 51, { deferEntry: 9, toEvent: 4 })])).toEqual({})
    expect(await problems([line(1, 50, { transfer: 7 })], 2)).toEqual({ 'lineItems.0.options': { key: 'cart.bookingChangeNotPayable' } })
    expect(await problems([line(1, 50, { transfer: 7 })], null)).toEqual({ 'lineItems.0.options': { key: 'entries.userRequired' } })
    expect(await problems([line(1, 50, { transfer: 8 })])).toEqual({ 'lineItems.0.options': { key: 'cart.bookingChangeNotPayable' } })
    expect(await problems([line(1, 51, { deferEntry: 9, toEvent: 5 })])).toEqual({ 'lineItems.0.options': { key: 'cart.bookingChangeNotPayable' } })
    expect(await problems([line(1, 50, { transfer: 7 }, 2)])).toEqual({ 'lineItems.0.qty': { key: 'cart.lineQtyTooHigh', values: { max: 1 } } })
    expect(await problems([line(1, 50, { transfer: 7 }), line(2, 50, { transfer: 7 })])).toEqual({ 'lineItems.1.options': { key: 'cart.bookingChangeNotPayable' } })
  })

  it('is not judged again once saved, so a fee whose change went can still be removed', async () => {
    const saved = [line(1, 50, { transfer: 8 })]
    expect(await problems([...saved, line(2, 1, {})], 1, saved)).toEqual({})
  })
})

const priced = (lines: CartLine[]) => ({ lines: lines.map((l) => ({ ...l, purchasable: purchasables.get(l.purchasableId) ?? null })) }) as unknown as PricedCart
const order = { number: 'MP-1' } as Order
const tx = {} as CompletionTransaction

describe('paying a booking change fee', () => {
  it('is refused before any money moves when its change can no longer be made', async () => {
    await expect(checkFeesBeforePaying(store, 1, priced([line(1, 50, { transfer: 7 })]))).resolves.toBeUndefined()
    await expect(checkFeesBeforePaying(store, 1, priced([line(1, 51, { deferEntry: 9, toEvent: 5 })]))).rejects.toMatchObject({ key: 'deferral.notOffered' })
    await expect(checkFeesBeforePaying(store, null, priced([line(1, 50, { transfer: 7 })]))).rejects.toBeInstanceOf(DomainError)
  })

  it('makes the changes in the order, and refuses the order when one can no longer be made', async () => {
    const made: string[] = []
    const writes = (open: boolean, deferRefusal: MessageKey | null) => () => ({
      openTransfer: async (transfer: AwaitingTransfer) => {
        made.push(`transfer ${transfer.transferId}`)
        return open
      },
      defer: async (deferral: PlannedDeferral) => {
        made.push(`defer ${deferral.entryId} to ${deferral.move.eventId}`)
        return deferRefusal
      },
    })
    const lines = [line(1, 50, { transfer: 7 }), line(2, 51, { deferEntry: 9, toEvent: 4 })]
    const write = await bookingFeesStep(store, writes(true, null))(cart({ customerId: 1 }), priced(lines))
    await write!(tx, order)
    expect(made).toEqual(['transfer 7', 'defer 9 to 4'])

    const taken = await bookingFeesStep(store, writes(false, null))(cart({ customerId: 1 }), priced(lines))
    await expect(taken!(tx, order)).rejects.toMatchObject({ reason: 'cart.bookingChangeNotPayable' })
    const soldOut = await bookingFeesStep(store, writes(true, 'deferral.soldOut'))(cart({ customerId: 1 }), priced(lines))
    await expect(soldOut!(tx, order)).rejects.toMatchObject({ reason: 'deferral.soldOut' })
    await expect(bookingFeesStep(store, writes(true, null))(cart({ customerId: 2 }), priced(lines))).rejects.toBeInstanceOf(OrderRefused)
    expect(await bookingFeesStep(store, writes(true, null))(cart({ customerId: 1 }), priced([line(1, 1, {})]))).toBeNull()
  })
})
