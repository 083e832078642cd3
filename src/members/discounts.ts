import type { Coupon } from '../commerce/cart/types'
import { formatMoney } from '../commerce/money'
import { formatPercent } from '../i18n/format'
import type { Locale } from '../i18n/locales'

/** What members are shown of a members-only coupon: never its limits, uses or editors' notes. */
export type MemberDiscount = Pick<Coupon, 'code' | 'kind' | 'amount' | 'scope' | 'endsAt'>

/** Whether a coupon can be used today: started, not ended and not used up (being enabled is the query's part). */
export function isOpenOffer(coupon: Pick<Coupon, 'startsAt' | 'endsAt' | 'usageLimit' | 'timesUsed'>, now: Date): boolean {
  if (coupon.startsAt && now < new Date(coupon.startsAt)) return false
  if (coupon.endsAt && now > new Date(coupon.endsAt)) return false
  return coupon.usageLimit === null || coupon.timesUsed < coupon.usageLimit
}

/** What a discount takes off, in the locale's way: "15%", "£5.00". */
export const discountAmount = (discount: Pick<MemberDiscount, 'kind' | 'amount'>, locale: Locale): string =>
  discount.kind === 'percentage' ? formatPercent(discount.amount, locale) : formatMoney(discount.amount, locale)

const scopeKeys = { all: 'discountAll', merch: 'discountMerch', entries: 'discountEntries' } as const

/** The message (runClub namespace) that says what a discount applies to. */
export const discountScopeKey = (scope: MemberDiscount['scope']) => scopeKeys[scope]
