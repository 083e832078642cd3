import { couponProblem, couponRefusal, lineDiscounts } from './coupons'
import { cartOverLimits } from './limits'
import { shippingCost } from './shipping'
import { stockProblem, unitsByPurchasable } from './stock'
import type { CartLine, CartProblem, CartRecord, Coupon, Purchasable, ShippingRates } from './types'

export type PricedLine = CartLine & {
  purchasable: Purchasable | null
  unitPrice: number
  subtotal: number
  discount: number
  total: number
}

/** Something a person should know about the saved cart (a line sold out since it was added, a coupon that no longer applies). */
export type CartNotice = { field: string; problem: CartProblem }

export type PricedCart = {
  lines: PricedLine[]
  totalQty: number
  itemSubtotal: number
  totalDiscount: number
  totalShippingCost: number
  totalTax: number
  totalPrice: number
  /** Whether the cart holds merchandise to send. */
  needsShipping: boolean
  couponApplies: boolean
  notices: CartNotice[]
}

export type PricingInput = {
  purchasables: Map<number, Purchasable>
  coupon: Coupon | null
  couponUsesByEmail: number
  shippingRates: ShippingRates
  now: Date
  /** Whether the cart's customer is a run-club member; without it a members-only coupon does not apply. */
  isRunClubMember?: boolean
}

/**
 * Totals from the catalogue's current prices, never from the client. Prices include VAT, so the tax
 * shown is 0 (docs/decisions/0008).
 */
export function priceCart(cart: CartRecord, { purchasables, coupon, couponUsesByEmail, shippingRates, now, isRunClubMember = false }: PricingInput): PricedCart {
  const notices: CartNotice[] = []
  const units = unitsByPurchasable(cart.lines)
  const base = cart.lines.map((line, index) => {
    const purchasable = purchasables.get(line.purchasableId) ?? null
    const problem = stockProblem(purchasable ?? undefined, units.get(line.purchasableId) ?? line.qty)
    if (problem) notices.push({ field: `lineItems.${index}.qty`, problem })
    const unitPrice = purchasable?.price ?? 0
    return { ...line, purchasable, unitPrice, subtotal: unitPrice * line.qty }
  })
  const forCoupon = base.map((l) => ({ kind: l.purchasable?.kind ?? ('merch' as const), subtotal: l.subtotal }))

  let discounts = base.map(() => 0)
  let couponApplies = false
  if (cart.couponCode) {
    const refusal = couponRefusal(coupon, { now, lines: forCoupon, usesByEmail: couponUsesByEmail, isRunClubMember })
    if (refusal) notices.push({ field: 'couponCode', problem: couponProblem(refusal, coupon) })
    else {
      discounts = lineDiscounts(coupon!, forCoupon)
      couponApplies = true
    }
  }
  const lines: PricedLine[] = base.map((l, i) => ({ ...l, discount: discounts[i]!, total: l.subtotal - discounts[i]! }))

  // A run-club membership is merchandise for coupons, but there is nothing to send.
  const shipped = (l: PricedLine) => l.purchasable?.kind === 'merch' && !l.purchasable.snapshot.grantsRunClubMembership
  const merchSubtotal = lines.filter(shipped).reduce((sum, l) => sum + l.subtotal, 0)
  const needsShipping = merchSubtotal > 0
  let totalShippingCost = 0
  const country = cart.shippingAddress?.countryCode
  if (needsShipping && country && cart.shippingMethodHandle) {
    const cost = shippingCost(shippingRates, country, merchSubtotal)
    if (cost === null) notices.push({ field: 'shippingAddress.countryCode', problem: { key: 'cart.shippingUnavailable' } })
    else totalShippingCost = cost
  }

  // A cart saved over the limits (before they existed) says so, and cannot be paid for as it is.
  const noticed = new Set(notices.map((n) => n.field))
  for (const [field, problem] of Object.entries(cartOverLimits(cart.lines))) if (!noticed.has(field)) notices.push({ field, problem })

  const itemSubtotal = lines.reduce((sum, l) => sum + l.subtotal, 0)
  const totalDiscount = discounts.reduce((a, b) => a + b, 0)
  return {
    lines,
    totalQty: lines.reduce((sum, l) => sum + l.qty, 0),
    itemSubtotal,
    totalDiscount,
    totalShippingCost,
    totalTax: 0,
    totalPrice: itemSubtotal - totalDiscount + totalShippingCost,
    needsShipping,
    couponApplies,
    notices,
  }
}
