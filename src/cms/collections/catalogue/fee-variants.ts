import type { CollectionAfterChangeHook } from 'payload'
import type { BookingChange } from '../../../commerce/cart/types'
import type { Event } from '../../../payload-types'

export const feeSku = (change: BookingChange, eventId: number) => `${change}-fee-${eventId}`

const FEES: { change: BookingChange; field: 'transferFee' | 'deferralFee'; title: string }[] = [
  { change: 'transfer', field: 'transferFee', title: 'Transfer fee' },
  { change: 'deferral', field: 'deferralFee', title: 'Deferral fee' },
]

/** A price of nothing is no fee: the change is free in that currency. */
const priceRows = (rows: Event['transferFee']) => (rows ?? []).filter(({ amount }) => amount > 0).map(({ currency, amount }) => ({ currency, amount }))

/**
 * An event's booking change fees are sold through purchasables of kind `fee` (decision 0059) that
 * follow the published event's "Booking changes": its prices, and available while there is one.
 * They are never deleted, since orders name them; a fee removed leaves its purchasable unavailable.
 */
export const syncFeeVariants: CollectionAfterChangeHook<Event> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  for (const { change, field, title } of FEES) {
    const prices = priceRows(doc[field])
    const { docs } = await req.payload.find({
      collection: 'variants',
      where: { sku: { equals: feeSku(change, doc.id) } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const existing = docs[0]
    if (!existing && !prices.length) continue
    const data = {
      kind: 'fee' as const,
      bookingChange: change,
      event: doc.id,
      title,
      sku: feeSku(change, doc.id),
      prices: prices.length ? prices : (existing?.prices ?? []).map(({ currency, amount }) => ({ currency, amount })),
      hasUnlimitedStock: true,
      isAvailable: prices.length > 0,
    }
    if (existing) await req.payload.update({ collection: 'variants', id: existing.id, data, depth: 0, overrideAccess: true, req, context: req.context })
    else await req.payload.create({ collection: 'variants', data, depth: 0, overrideAccess: true, req, context: req.context })
  }
  return doc
}
