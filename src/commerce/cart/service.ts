import { DomainError } from '../../lib/errors'
import type { Market } from '../markets'
import type { CurrencyCode } from '../money'
import { taxDestination } from '../tax/destination'
import type { TaxRate } from '../tax/types'
import { normaliseCouponCode } from './coupons'
import { couponHolders } from './coupon-holders'
import type { CartUpdate } from './schema'
import { type PricedCart, type PricingMarket, priceCart } from './totals'
import { type CartLine, type CartProblem, type CartRecord, type Coupon, type Purchasable, SHIPPING_METHOD, type ShippingRates } from './types'
import { applyUpdate, purchasableIdsFor } from './update'

/** Where carts live. `replace` writes only if the stored version is still `expectedVersion`. */
export type CartStore = {
  findByNumber(number: string): Promise<CartRecord | null>
  latestOpenOfCustomer(customerId: number): Promise<CartRecord | null>
  insert(cart: CartRecord): Promise<CartRecord>
  replace(cart: CartRecord, expectedVersion: number): Promise<boolean>
}

/** What the cart reads from the catalogue and the shop's settings. */
export type CartCatalogue = {
  /** The purchasables with their price in `currency` (null where they have none). */
  purchasables(ids: number[], currency: CurrencyCode): Promise<Map<number, Purchasable>>
  coupon(code: string): Promise<Coupon | null>
  /** The most uses of the coupon by any one of these people (src/commerce/cart/coupon-holders.ts). */
  couponUses(code: string, holders: readonly string[]): Promise<number>
  /** Read from the customer's record at each call (never from a token that may predate the membership). */
  isRunClubMember(customerId: number): Promise<boolean>
  shippingRates(): Promise<ShippingRates>
  taxRates(): Promise<readonly TaxRate[]>
  /** The markets on offer: a cart from a market since changed or removed is priced by the one of its currency. */
  markets(): Promise<readonly Market[]>
}

/**
 * Rules other capabilities add to every update (event entries): the problems of the cart as the
 * update would leave it, judged against the lines it had.
 */
export type LineRules = (ctx: { lines: CartLine[]; before: CartLine[]; purchasables: Map<number, Purchasable>; customerId: number | null }) => Promise<Record<string, CartProblem>>

export type CartDeps = { store: CartStore; catalogue: CartCatalogue; newNumber: () => string; now?: () => Date; lineRules?: LineRules }

/**
 * Who is asking: the number they hold (request or cookie), the signed-in customer, if any, and the
 * market they shop in with the country it presumes for them (src/commerce/markets.ts).
 */
export type CartRef = { orderNumber?: string; cookieNumber?: string; customerId?: number | null; market: Market; presumedCountry: string }

export type CartResult = { record: CartRecord; priced: PricedCart }

/** A refused update: what to tell the person, and the cart as it is still saved. */
export class CartUpdateError extends DomainError {
  readonly problems: Record<string, CartProblem>
  readonly current: CartResult

  constructor(messageKey: 'cart.unableToUpdate' | 'cart.unknownGateway', problems: Record<string, CartProblem>, current: CartResult) {
    super('invalid_request', messageKey)
    this.problems = problems
    this.current = current
  }
}

const MAX_ATTEMPTS = 100

/** Whether the cart holds kit to send (a run-club membership is bought as merchandise but sends nothing). */
const needsDelivery = (record: CartRecord, purchasables: Map<number, Purchasable>) =>
  record.lines.some((line) => {
    const purchasable = purchasables.get(line.purchasableId)
    return purchasable?.kind === 'merch' && !purchasable.snapshot.grantsRunClubMembership
  })
const noShipping: ShippingRates = { zones: [], otherCountries: null }

export function emptyCart(number: string, market: Pick<Market, 'code' | 'currency'>, customerId: number | null = null): CartRecord {
  return {
    id: null,
    number,
    version: 0,
    lines: [],
    nextLineId: 1,
    currency: market.currency,
    marketCode: market.code,
    email: null,
    couponCode: null,
    gatewayId: null,
    shippingMethodHandle: null,
    shippingAddress: null,
    billingAddress: null,
    notes: null,
    customerId,
    isCompleted: false,
  }
}

export function createCartService({ store, catalogue, newNumber, now = () => new Date(), lineRules }: CartDeps) {
  /** What a coupon needs to know of the buyer: uses by the runners of the cart, and membership of members-only codes. */
  const couponFacts = async (coupon: Coupon | null, record: Pick<CartRecord, 'email' | 'lines'>, customerId: number | null, purchasables: Map<number, Purchasable>) => {
    const holders =
      coupon?.perEmailLimit != null
        ? couponHolders({ email: record.email, customerId, lines: record.lines.map((line) => ({ options: line.options, kind: purchasables.get(line.purchasableId)?.kind })) })
        : []
    const [couponUsesByEmail, isRunClubMember] = await Promise.all([
      coupon && holders.length ? catalogue.couponUses(coupon.code, holders) : 0,
      coupon?.membersOnly && customerId !== null ? catalogue.isRunClubMember(customerId) : false,
    ])
    return { couponUsesByEmail, isRunClubMember }
  }

  const usable = (cart: CartRecord | null, customerId: number | null) => (cart && !cart.isCompleted && (cart.customerId === null || cart.customerId === customerId) ? cart : null)

  /** The cart the request names; an orderNumber that is unknown, completed or someone else's is a 404. */
  async function resolve(ref: CartRef): Promise<CartRecord> {
    const customerId = ref.customerId ?? null
    if (ref.orderNumber) {
      const cart = usable(await store.findByNumber(ref.orderNumber), customerId)
      if (!cart) throw new DomainError('not_found', 'cart.notFound')
      return cart
    }
    const fromCookie = ref.cookieNumber ? usable(await store.findByNumber(ref.cookieNumber), customerId) : null
    if (fromCookie) return fromCookie
    const ofCustomer = customerId ? await store.latestOpenOfCustomer(customerId) : null
    return ofCustomer ?? emptyCart(newNumber(), ref.market, customerId)
  }

  /** A cart takes the market it is shopped in while it is empty, or while that market pays in the cart's currency. */
  const inMarket = (cart: CartRecord, market: Market): CartRecord => (!cart.lines.length || cart.currency === market.currency ? { ...cart, currency: market.currency, marketCode: market.code } : cart)

  /** How the cart's market sells: the request's when the cart is in its currency, else the market of the cart's currency. */
  async function pricingMarket(record: CartRecord, ref?: Pick<CartRef, 'market' | 'presumedCountry'>): Promise<PricingMarket> {
    if (ref && ref.market.currency === record.currency) return { pricesIncludeTax: ref.market.pricesIncludeTax, presumedDestination: { country: ref.presumedCountry, region: null } }
    const markets = await catalogue.markets()
    const market = markets.find((m) => m.code === record.marketCode && m.currency === record.currency) ?? markets.find((m) => m.currency === record.currency)
    return { pricesIncludeTax: market?.pricesIncludeTax ?? true, presumedDestination: { country: market?.countries[0] ?? '', region: null } }
  }

  async function price(
    record: CartRecord,
    ref?: Pick<CartRef, 'market' | 'presumedCountry'>,
    known?: Map<number, Purchasable>,
    extraIds: number[] = [],
  ): Promise<{ priced: PricedCart; purchasables: Map<number, Purchasable> }> {
    const ids = [...new Set([...record.lines.map((l) => l.purchasableId), ...extraIds])]
    const missing = known ? ids.filter((id) => !known.has(id)) : ids
    const [loaded, coupon, shippingRates, taxRates, market] = await Promise.all([
      missing.length ? catalogue.purchasables(missing, record.currency) : Promise.resolve(new Map<number, Purchasable>()),
      record.couponCode ? catalogue.coupon(record.couponCode) : Promise.resolve(null),
      record.shippingAddress?.countryCode ? catalogue.shippingRates() : Promise.resolve(noShipping),
      catalogue.taxRates(),
      pricingMarket(record, ref),
    ])
    const purchasables = known ? new Map([...known, ...loaded]) : loaded
    const facts = await couponFacts(coupon, record, record.customerId, purchasables)
    // Goods are taxed where they go; with nothing to send, where the buyer is (EU OSS for digital services).
    const addressDestination = taxDestination(needsDelivery(record, purchasables) ? record.shippingAddress : (record.billingAddress ?? record.shippingAddress))
    const buyerDestination = taxDestination(record.billingAddress ?? record.shippingAddress)
    return { priced: priceCart(record, { purchasables, coupon, ...facts, shippingRates, taxRates, market, addressDestination, buyerDestination, now: now() }), purchasables }
  }

  /** Saves a new cart, or gives a guest cart to the customer who now signs in with it. */
  async function persist(record: CartRecord, customerId: number | null): Promise<CartRecord> {
    if (record.id === null) return store.insert(record)
    if (customerId && record.customerId === null) {
      const owned = { ...record, customerId, version: record.version + 1 }
      if (await store.replace(owned, record.version)) return owned
    }
    return record
  }

  async function getCart(ref: CartRef & { forceSave?: boolean }): Promise<CartResult> {
    let record = inMarket(await resolve(ref), ref.market)
    if (ref.forceSave || (record.id !== null && ref.customerId && record.customerId === null)) record = await persist(record, ref.customerId ?? null)
    return { record, priced: (await price(record, ref)).priced }
  }

  async function updateCart(ref: CartRef, update: CartUpdate): Promise<CartResult> {
    const customerId = ref.customerId ?? null
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = inMarket(await resolve(ref), ref.market)
      const code = update.couponCode ? normaliseCouponCode(update.couponCode) : ''
      const [{ priced, purchasables }, coupon] = await Promise.all([price(current, ref, undefined, purchasableIdsFor(current, update)), code ? catalogue.coupon(code) : Promise.resolve(null)])
      const email = update.email !== undefined ? update.email : current.email
      const facts = await couponFacts(coupon, { email, lines: current.lines }, current.customerId ?? customerId, purchasables)
      const result = applyUpdate(current, update, { marketCurrency: ref.market.currency, purchasables, coupon, ...facts, now: now() })
      if (!result.ok) throw new CartUpdateError(result.error, result.fieldErrors, { record: current, priced })
      const owner = current.customerId ?? customerId
      const broken = lineRules ? await lineRules({ lines: result.cart.lines, before: current.lines, purchasables, customerId: owner }) : {}
      if (Object.keys(broken).length) throw new CartUpdateError('cart.unableToUpdate', broken, { record: current, priced })

      const next: CartRecord = { ...result.cart, customerId: owner, version: current.version + 1 }
      // A cart gets a row at its first line: updates to an empty unsaved cart are answered, not kept.
      if (current.id === null && !next.lines.length) return { record: { ...next, version: current.version }, priced: (await price(next, ref, purchasables)).priced }
      if (current.id === null) {
        const saved = await store.insert(next)
        return { record: saved, priced: (await price(saved, ref, purchasables)).priced }
      }
      if (await store.replace(next, current.version)) return { record: next, priced: (await price(next, ref, purchasables)).priced }
      // Another request changed this cart since it was read: read it again and re-apply.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(20, attempt * 2)))
    }
    throw new DomainError('unavailable', 'cart.busy')
  }

  /**
   * Empties the cart a signed-in customer would get back (spec §4: a language change clears the
   * cart). A guest's is simply forgotten with its cookie; the row stays either way.
   */
  async function emptyCustomerCart(ref: CartRef): Promise<void> {
    if (!ref.customerId) return
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = await resolve(ref)
      if (current.id === null || (!current.lines.length && !current.couponCode)) return
      if (await store.replace({ ...current, lines: [], couponCode: null, version: current.version + 1 }, current.version)) return
    }
    throw new DomainError('unavailable', 'cart.busy')
  }

  /**
   * The cart priced as if it went to `countryCode` (and, in Canada, the province `county`) by
   * standard shipping, taxed there whether kit is sent or not; nothing is saved.
   */
  async function quoteShipping(ref: CartRef, countryCode: string, county: string | null = null): Promise<PricedCart> {
    const record = inMarket(await resolve(ref), ref.market)
    const at = { countryCode, county }
    const billingAddress = record.billingAddress && { ...record.billingAddress, ...at }
    return (await price({ ...record, shippingAddress: { ...record.shippingAddress, ...at }, billingAddress, shippingMethodHandle: SHIPPING_METHOD }, ref)).priced
  }

  return { getCart, updateCart, quoteShipping, emptyCustomerCart, price: async (record: CartRecord) => (await price(record)).priced }
}

export type CartService = ReturnType<typeof createCartService>
