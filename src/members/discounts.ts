import type { Coupon } from '../commerce/cart/types'
import { type CurrencyCode, formatMoney } from '../commerce/money'
import { formatPercent } from '../i18n/format'
import type { Locale } from '../i18n/locales'

/** What members are shown of a members-only coupon: never its limits, uses or editors' notes. */
export type MemberDiscount = Pick<Coupon, 'code' | 'kind' | 'percent' | 'amounts' | 'scope' | 'endsAt'>

/** Whether a coupon can be used today: started, not ended and not used up (being enabled is the query's part). */
export function isOpenOffer(coupon: Pick<Coupon, 'startsAt' | 'endsAt' | 'usageLimit' | 'timesUsed'>, now: Date): boolean {
  if (coupon.startsAt && now < new Date(coupon.startsAt)) return false
  if (coupon.endsAt && now > new Date(coupon.endsAt)) return false
  return coupon.usageLimit === null || coupon.timesUsed < coupon.usageLimit
}

/**
 * What a discount takes off for members paying in a currency, in the locale's way: "15%", "£5.00";
 * null for a fixed discount with no amount in that currency, which their basket would refuse.
 */
export function discountAmount(discount: Pick<MemberDiscount, 'kind' | 'percent' | 'amounts'>, locale: Locale, currency: CurrencyCode): string | null {
  if (discount.kind === 'percentage') return formatPercent(discount.percent, locale)
  const amount = discount.amounts.find((m) => m.currency === currency)
  return amount ? formatMoney(amount, locale) : null
}

const scopeKeys = { all: 'discountAll', merch: 'discountMerch', entries: 'discountEntries' } as const

/** The message (runClub namespace) that says what a discount applies to. */
export const discountScopeKey = (scope: MemberDiscount['scope']) => scopeKeys[scope]
