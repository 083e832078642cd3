import { add, type CurrencyCode, type Money, multiply, subtract, sum, zero } from '../money'
import { taxOf } from '../tax/tax'
import type { TaxDestination, TaxLine, TaxRate } from '../tax/types'
import { couponProblem, couponRefusal, lineDiscounts } from './coupons'
import { cartOverLimits } from './limits'
import { shippingCost } from './shipping'
import { stockProblem, unitsByPurchasable } from './stock'
import type { CartLine, CartProblem, CartRecord, Coupon, Purchasable, ShippingRates } from './types'

export type PricedLine = CartLine & {
  purchasable: Purchasable | null
  unitPrice: Money
  subtotal: Money
  discount: Money
  total: Money
  /** The tax in (or on) the line's total at the cart's destination. */
  tax: Money
}

/** Something a person should know about the saved cart (a line sold out since it was added, a coupon that no longer applies). */
export type CartNotice = { field: string; problem: CartProblem }

export type PricedCart = {
  currency: CurrencyCode
  lines: PricedLine[]
  totalQty: number
  itemSubtotal: Money
  totalDiscount: Money
  totalShippingCost: Money
  totalTax: Money
  totalPrice: Money
  /** The tax rate by rate: included in the prices (VAT markets) or added to them (Canada). */
  taxLines: TaxLine[]
  pricesIncludeTax: boolean
  /** Where tax was reckoned: the address the goods go to (or the buyer's, with nothing to send), else where the market presumes. */
  taxDestination: TaxDestination
  /** Whether the cart holds merchandise to send. */
  needsShipping: boolean
  couponApplies: boolean
  notices: CartNotice[]
}

/** How the cart's market sells: whether its prices include tax, and where tax is reckoned before an address is known. */
export type PricingMarket = { pricesIncludeTax: boolean; presumedDestination: TaxDestination }

export type PricingInput = {
  purchasables: Map<number, Purchasable>
  coupon: Coupon | null
  couponUsesByEmail: number
  shippingRates: ShippingRates
  taxRates: readonly TaxRate[]
  market: PricingMarket
  /** The tax destination of the cart's address, when it has one (src/commerce/tax/destination.ts): where kit goes, else the buyer. */
  addressDestination: TaxDestination | null
  /** Where the buyer is (billing address): digital services are taxed there (EU OSS), even beside kit sent elsewhere. */
  buyerDestination?: TaxDestination | null
  now: Date
  /** Whether the cart's customer is a run-club member; without it a members-only coupon does not apply. */
  isRunClubMember?: boolean
}

/**
 * Totals from the catalogue's current prices in the cart's currency, never from the client
 * (docs/decisions/0053). The discount is shared over the lines before tax is reckoned on what each
 * line then costs; with prices that include tax the total is what the lines say, otherwise the tax
 * is added to it.
 */
export function priceCart(cart: CartRecord, input: PricingInput): PricedCart {
  const { purchasables, coupon, couponUsesByEmail, shippingRates, now, isRunClubMember = false } = input
  const currency = cart.currency
  const notices: CartNotice[] = []
  const units = unitsByPurchasable(cart.lines)
  const base = cart.lines.map((line, index) => {
    const purchasable = purchasables.get(line.purchasableId) ?? null
    const problem = stockProblem(purchasable ?? undefined, units.get(line.purchasableId) ?? line.qty)
    if (problem) notices.push({ field: `lineItems.${index}.qty`, problem })
    const unitPrice = purchasable?.price?.currency === currency ? purchasable.price : zero(currency)
    return { ...line, purchasable, unitPrice, subtotal: multiply(unitPrice, line.qty) }
  })
  const forCoupon = base.map((l) => ({ kind: l.purchasable?.kind ?? ('merch' as const), subtotal: l.subtotal }))

  let discounts = base.map(() => zero(currency))
  let couponApplies = false
  if (cart.couponCode) {
    const refusal = couponRefusal(coupon, { now, currency, lines: forCoupon, usesByEmail: couponUsesByEmail, isRunClubMember })
    if (refusal || !coupon) notices.push({ field: 'couponCode', problem: couponProblem(refusal ?? 'unknown', coupon, currency) })
    else {
      discounts = lineDiscounts(coupon, forCoupon, currency)
      couponApplies = true
    }
  }
  const discounted = base.map((l, i) => {
    const discount = discounts[i] ?? zero(currency)
    return { ...l, discount, total: subtract(l.subtotal, discount) }
  })

  // A run-club membership is merchandise for coupons, but there is nothing to send.
  const shipped = (l: (typeof discounted)[number]) => l.purchasable?.kind === 'merch' && !l.purchasable.snapshot.grantsRunClubMembership
  const merchSubtotal = sum(
    discounted.filter(shipped).map((l) => l.subtotal),
    currency,
  )
  const needsShipping = merchSubtotal.amount > 0
  let totalShippingCost = zero(currency)
  const country = cart.shippingAddress?.countryCode
  if (needsShipping && country && cart.shippingMethodHandle) {
    const cost = shippingCost(shippingRates, country, merchSubtotal, currency)
    if (cost === null) notices.push({ field: 'shippingAddress.countryCode', problem: { key: 'cart.shippingUnavailable' } })
    else totalShippingCost = cost
  }

  // A cart saved over the limits (before they existed) says so, and cannot be paid for as it is.
  const noticed = new Set(notices.map((n) => n.field))
  for (const [field, problem] of Object.entries(cartOverLimits(cart.lines))) if (!noticed.has(field)) notices.push({ field, problem })

  const taxDestination = input.addressDestination ?? input.market.presumedDestination
  const tax = taxOf({
    currency,
    lines: discounted.map((l) => {
      const taxClass = l.purchasable?.taxClass ?? 'standard'
      return { amount: l.total, taxClass, ...(taxClass === 'digital' && input.buyerDestination ? { destination: input.buyerDestination } : {}) }
    }),
    shipping: totalShippingCost,
    destination: taxDestination,
    rates: input.taxRates,
    pricesIncludeTax: input.market.pricesIncludeTax,
  })
  const lines: PricedLine[] = discounted.map((l, i) => ({ ...l, tax: tax.lineTaxes[i] ?? zero(currency) }))
  const itemSubtotal = sum(
    lines.map((l) => l.subtotal),
    currency,
  )
  const totalDiscount = sum(discounts, currency)
  const beforeTax = add(subtract(itemSubtotal, totalDiscount), totalShippingCost)
  return {
    currency,
    lines,
    totalQty: lines.reduce((count, l) => count + l.qty, 0),
    itemSubtotal,
    totalDiscount,
    totalShippingCost,
    totalTax: tax.totalTax,
    totalPrice: input.market.pricesIncludeTax ? beforeTax : add(beforeTax, tax.totalTax),
    taxLines: tax.taxLines,
    pricesIncludeTax: input.market.pricesIncludeTax,
    taxDestination,
    needsShipping,
    couponApplies,
    notices,
  }
}
