import 'server-only'
import { getPayloadClient } from '../payload'
import { storedPrices } from '../stores/cart-store'
import { isOpenOffer, type MemberDiscount } from '../../members/discounts'

/**
 * The members-only coupons members can use today, for their discounts page. Coupons are for
 * editors only in the REST API, so they are read here with access overridden and only what a
 * member may see leaves this function. Not cached: the page is per request, and a use or an end
 * date changes the list at once.
 */
export async function listMemberDiscounts(now = new Date()): Promise<MemberDiscount[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'coupons',
    where: { membersOnly: { equals: true }, enabled: { equals: true } },
    select: { code: true, kind: true, amount: true, amounts: true, scope: true, startsAt: true, endsAt: true, usageLimit: true, timesUsed: true },
    sort: 'code',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
    .filter((c) => isOpenOffer({ startsAt: c.startsAt ?? null, endsAt: c.endsAt ?? null, usageLimit: c.usageLimit ?? null, timesUsed: c.timesUsed ?? 0 }, now))
    .map((c) => ({ code: c.code, kind: c.kind, percent: c.amount ?? 0, amounts: storedPrices(c.amounts), scope: c.scope, endsAt: c.endsAt ?? null }))
}
