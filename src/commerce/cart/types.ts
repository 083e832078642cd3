import type { CouponReasonKey } from './coupons'
import type { MessageKey } from '../../i18n/messages'
import type { CurrencyCode, Money } from '../money'
import type { TaxClass } from '../tax/types'

/** The cart's data as the domain sees it (docs/site-api.md). Amounts are Money in the cart's one currency. */
export type LineOptions = Record<string, unknown>

export type CartLine = { id: number; purchasableId: number; qty: number; options: LineOptions }

export const addressFields = ['firstName', 'lastName', 'company', 'countryCode', 'addressLine1', 'addressLine2', 'city', 'county', 'postcode', 'phone', 'email'] as const

export type Address = Partial<Record<(typeof addressFields)[number], string | null>>

export const GATEWAYS = { card: 1, paypal: 2 } as const
export type GatewayId = (typeof GATEWAYS)[keyof typeof GATEWAYS]
export const SHIPPING_METHOD = 'standard'

export type CartRecord = {
  /** Null until the cart is first saved. */
  id: number | null
  number: string
  /** Bumped on every write; a write succeeds only against the version it read. */
  version: number
  lines: CartLine[]
  nextLineId: number
  /** A cart holds one currency, its market's: set while it is empty, fixed once it has lines. */
  currency: CurrencyCode
  /** The market it was filled in (its code), for whether its prices include tax. */
  marketCode: string | null
  email: string | null
  couponCode: string | null
  gatewayId: GatewayId | null
  shippingMethodHandle: typeof SHIPPING_METHOD | null
  shippingAddress: Address | null
  billingAddress: Address | null
  notes: string | null
  customerId: number | null
  isCompleted: boolean
}

/**
 * Merchandise to send, an event entry, a training plan delivered at once (nothing to send, no
 * stock), or an event's fee for a change to a booking (a transfer, a deferral: decision 0059).
 */
export type PurchasableKind = 'merch' | 'entry' | 'plan' | 'fee'

/** The changes to a booking an event may charge for. */
export type BookingChange = 'transfer' | 'deferral'

export type PurchasableSnapshot = {
  title: string
  variantTitle: string
  /** Product or event page path without locale prefix. */
  path: string | null
  image: { src: string; alt: string; width: number; height: number } | null
  attributes: { colour?: string; size?: string; style?: string; entryType?: string; planWeeks?: number; bookingChange?: BookingChange }
  /** Buying it makes the buyer a run-club member (kept with the order's line). */
  grantsRunClubMembership?: true
  /** The training plan a plan line delivers. */
  trainingPlanId?: number
  /** An entry's event distances (id and label in the cart's language): how an entry line names its distance. */
  distances?: { id: string; label: string }[]
}

/** A variant as the cart needs it: live price and stock, and what a person sees of it. */
export type Purchasable = {
  id: number
  kind: PurchasableKind
  sku: string
  /** Its price in the cart's currency; null when the market's currency has none (not sold there). */
  price: Money | null
  taxClass: TaxClass
  stock: number
  hasUnlimitedStock: boolean
  /** Available, its product or event published, and the event open for purchase. */
  isAvailable: boolean
  snapshot: PurchasableSnapshot
  /** An entry type's event and whether it is the adult or child entry (null for merch). */
  eventId?: number | null
  entryType?: 'adult' | 'child' | null
  /** A fee's event and the change it pays for. */
  bookingFee?: { eventId: number; change: BookingChange } | null
}

export type CouponScope = 'all' | 'merch' | 'entries'

export type Coupon = {
  code: string
  kind: 'percentage' | 'fixed'
  /** Percent off (1–100) of a percentage coupon. */
  percent: number
  /** A fixed coupon's amount off in each currency it works in. */
  amounts: Money[]
  /** The minimum spend in each currency; empty for none. */
  minimumSpends: Money[]
  startsAt: string | null
  endsAt: string | null
  usageLimit: number | null
  perEmailLimit: number | null
  timesUsed: number
  scope: CouponScope
  enabled: boolean
  /** Only for carts of run-club members. */
  membersOnly: boolean
}

/** Standard shipping in one currency: the rate, free from `freeOver` of merchandise on (null: never). */
export type ShippingRate = { rate: Money; freeOver: Money | null }
export type ShippingZone = { name: string; countries: string[]; rates: ShippingRate[] }
export type ShippingRates = { zones: ShippingZone[]; otherCountries: { rates: ShippingRate[] } | null }

/**
 * A problem a person can act on: a message key of the `cart` or `shop` namespace and its values.
 * `money` and `dates` are formatted in the reader's locale; `because` is a second message
 * saying why (the first keeps the spec's wording, e.g. "Coupon not valid.").
 */
export type CartProblem = {
  key: CartMessageKey
  values?: Record<string, string | number>
  money?: Record<string, Money>
  /** Moments (ISO), shown as the shop's calendar day. */
  dates?: Record<string, string>
  because?: CartProblem
}
export type CartMessageKey =
  | 'shop.sizeOutOfStock'
  | 'shop.outOfStock'
  | 'cart.onlyLeft'
  | 'cart.unavailable'
  | 'cart.notSoldInMarket'
  | 'cart.otherCurrency'
  | 'cart.unknownLine'
  | 'cart.couponNotValid'
  | `cart.couponWhy.${CouponReasonKey}`
  | 'cart.shippingUnavailable'
  | 'cart.unknownShippingMethod'
  | 'cart.lineQtyTooHigh'
  | 'cart.cartQtyTooHigh'
  | 'cart.tooManyLines'
  | 'cart.tooBig'
  | 'cart.invalidOptions'
  | 'cart.onePlanCopy'
  | 'cart.bookingChangeNotPayable'
  | 'validation.country'
  | 'validation.required'
  | 'validation.email'
  | 'validation.tooLong'
  | LineRuleMessageKey
  | 'entries.userRequired'
  | 'entries.oneEventAtATime'
  | 'entries.noExistingEntry'
  | 'entries.canNotCreateEntry'
  | 'entries.noEntryTypes'
  | 'entries.onePlacePerEntry'
  | 'entries.couldNotJoinTeam'

/** What a line rule from another part of the shop (entries) may report. */
export type LineRuleMessageKey = Extract<MessageKey, `validation.${string}` | `entries.${string}`>
