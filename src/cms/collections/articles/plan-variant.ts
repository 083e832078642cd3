import type { CollectionAfterChangeHook } from 'payload'
import type { TrainingPlan } from '../../../payload-types'

export const planSku = (planId: number) => `plan-${planId}`

type PriceRows = TrainingPlan['prices']

/** A price list's rows without their ids, which belong to the list they were saved in. */
/** A price of nothing is no price: the plan is not sold in that currency rather than given away. */
const priceRows = (rows: PriceRows) => (rows ?? []).filter(({ amount }) => amount > 0).map(({ currency, amount }) => ({ currency, amount }))

/**
 * A paid plan is sold through its purchasable, a variant of kind `plan` that follows the published
 * plan: its prices, taxed as digital, and available only while the plan is paid. It is never
 * deleted, since orders name it; a plan made free again leaves it unavailable at its last prices.
 */
export const syncPlanVariant: CollectionAfterChangeHook<TrainingPlan> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const paid = doc.pricing === 'paid' && (doc.prices ?? []).some((row) => row.amount > 0)
  const { docs } = await req.payload.find({
    collection: 'variants',
    where: { trainingPlan: { equals: doc.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  if (!existing && !paid) return doc
  const data = {
    kind: 'plan' as const,
    trainingPlan: doc.id,
    title: doc.title,
    sku: planSku(doc.id),
    prices: priceRows(paid ? doc.prices : existing?.prices),
    taxClass: 'digital' as const,
    hasUnlimitedStock: true,
    isAvailable: paid,
  }
  if (existing) await req.payload.update({ collection: 'variants', id: existing.id, data, depth: 0, overrideAccess: true, req, context: req.context })
  else await req.payload.create({ collection: 'variants', data, depth: 0, overrideAccess: true, req, context: req.context })
  return doc
}
