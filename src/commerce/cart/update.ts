import { type CurrencyCode, multiply, zero } from '../money'
import { couponProblem, couponRefusal, normaliseCouponCode } from './coupons'
import { limitProblems } from './limits'
import { addLine, changeLines } from './line-items'
import type { CartUpdate } from './schema'
import { stockErrors, stockProblem } from './stock'
import { type CartProblem, type CartRecord, type Coupon, GATEWAYS, type GatewayId, type Purchasable, SHIPPING_METHOD } from './types'

export type UpdateContext = {
  /** The currency of the market the request shops in: a cart's lines are all in one currency. */
  marketCurrency: CurrencyCode
  purchasables: Map<number, Purchasable>
  /** The coupon named by `update.couponCode`, looked up by the caller. */
  coupon: Coupon | null
  couponUsesByEmail: number
  now: Date
  /** Whether the cart's customer is a run-club member; without it a members-only coupon is refused. */
  isRunClubMember?: boolean
}

export type UpdateResult = { ok: true; cart: CartRecord } | { ok: false; error: 'cart.unableToUpdate' | 'cart.unknownGateway'; fieldErrors: Record<string, CartProblem> }

const gatewayOf = (value: number | string): GatewayId | null => {
  const n = Number(value)
  return n === GATEWAYS.card || n === GATEWAYS.paypal ? n : null
}

/** The purchasable ids an update needs to know about: those in the cart and the one being added. */
export function purchasableIdsFor(cart: CartRecord, update: CartUpdate): number[] {
  const ids = new Set(cart.lines.map((l) => l.purchasableId))
  if (update.purchasableId) ids.add(update.purchasableId)
  return [...ids]
}

/**
 * Applies one update-cart request to a cart, all of it or nothing: the next cart, or the problems
 * to show. Pure: the caller saves the result (against the version it read) and retries on a race.
 */
export function applyUpdate(cart: CartRecord, update: CartUpdate, ctx: UpdateContext): UpdateResult {
  const errors: Record<string, CartProblem> = {}
  let next: CartRecord = { ...cart }

  if (update.gatewayId !== undefined) {
    const gatewayId = gatewayOf(update.gatewayId)
    if (!gatewayId) return { ok: false, error: 'cart.unknownGateway', fieldErrors: {} }
    next.gatewayId = gatewayId
  }

  if (update.purchasableId !== undefined) {
    const purchasable = ctx.purchasables.get(update.purchasableId)
    const added = addLine(next.lines, { purchasableId: update.purchasableId, qty: update.qty ?? 1, options: update.options ?? {} }, next.nextLineId)
    const problem = stockProblem(purchasable, 1)
    if (cart.currency !== ctx.marketCurrency) errors.purchasableId = { key: 'cart.otherCurrency', values: { currency: cart.currency } }
    else if (!purchasable || !purchasable.isAvailable || !purchasable.price) errors.purchasableId = problem ?? { key: 'cart.unavailable' }
    next = { ...next, lines: added.lines, nextLineId: added.nextLineId }
  }

  if (update.lineItems) {
    const changed = changeLines(next.lines, update.lineItems)
    for (const id of changed.unknown) errors[`lineItems.${id}`] = { key: 'cart.unknownLine' }
    next.lines = changed.lines
  }

  // The cart's limits, judged on the lines the whole request leaves (an add merged into a line, edits,
  // both at once); a limit's message wins over stock's on the same line.
  if (!errors.purchasableId) Object.assign(errors, stockErrors(cart.lines, next.lines, ctx.purchasables), limitProblems(cart.lines, next.lines))

  if (update.email !== undefined) next.email = update.email
  if (update.notes !== undefined) next.notes = update.notes
  if (update.billingAddress !== undefined) next.billingAddress = update.billingAddress
  if (update.shippingAddress !== undefined) next.shippingAddress = update.shippingAddress
  if (update.shippingMethodHandle !== undefined) {
    if (update.shippingMethodHandle !== null && update.shippingMethodHandle !== SHIPPING_METHOD) {
      errors.shippingMethodHandle = { key: 'cart.unknownShippingMethod' }
    }
  }
  // Spec §7: the one method, "standard", applies once the shipping country is known.
  next.shippingMethodHandle = next.shippingAddress?.countryCode ? SHIPPING_METHOD : null

  if (update.couponCode !== undefined) {
    const code = normaliseCouponCode(update.couponCode)
    if (!code) next.couponCode = null
    else {
      const lines = next.lines.map((l) => {
        const p = ctx.purchasables.get(l.purchasableId)
        return { kind: p?.kind ?? ('merch' as const), subtotal: p?.price ? multiply(p.price, l.qty) : zero(next.currency) }
      })
      const coupon = ctx.coupon && ctx.coupon.code === code ? ctx.coupon : null
      const refusal = couponRefusal(coupon, {
        now: ctx.now,
        currency: next.currency,
        lines,
        usesByEmail: ctx.couponUsesByEmail,
        isRunClubMember: ctx.isRunClubMember ?? false,
      })
      if (refusal) errors.couponCode = couponProblem(refusal, coupon, next.currency)
      else next.couponCode = code
    }
  }

  if (Object.keys(errors).length) return { ok: false, error: 'cart.unableToUpdate', fieldErrors: errors }
  return { ok: true, cart: next }
}
