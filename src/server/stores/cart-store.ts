import 'server-only'
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, jsonColumn, nullableNumber, type Tables } from '../../db/drizzle-tables'
import { returnedRow } from '../../db/returned-row'
import { prepared } from '../../db/prepared'
import type { Locale } from '../../i18n/locales'
import type { Media, Variant } from '../../payload-types'
import { shippingMemo, snapshotMemo, taxRatesMemo } from './catalogue-cache'
import { marketsOffered } from './market-store'
import { taxRatesOf } from '../../commerce/tax/stored'
import type { CartCatalogue, CartStore } from '../../commerce/cart/service'
import { storedAddress, storedCartLines } from '../../commerce/stored-shapes'
import { isCurrencyCode, type Money, money } from '../../commerce/money'
import { taxClasses, type TaxClass } from '../../commerce/tax/types'
import type { CartRecord, Coupon, Purchasable, PurchasableSnapshot, ShippingRate, ShippingRates } from '../../commerce/cart/types'

/* Payload's drizzle tables: the cart's hot path reads and writes rows directly (one query each),
   and a write succeeds only against the version it read. Works on SQLite and PostgreSQL alike. */

type CartRow = Tables['carts']['$inferSelect']

function toRecord(row: CartRow): CartRecord {
  const gateway = nullableNumber(row.gatewayId)
  return {
    id: Number(row.id),
    number: row.number,
    version: Number(row.version),
    lines: jsonColumn(storedCartLines, row.lineItems, `cart ${row.number} lineItems`) ?? [],
    nextLineId: Number(row.nextLineId),
    currency: isCurrencyCode(row.currency) ? row.currency : 'GBP',
    marketCode: row.market ?? null,
    email: row.email ?? null,
    couponCode: row.couponCode ?? null,
    gatewayId: gateway === 1 || gateway === 2 ? gateway : null,
    shippingMethodHandle: row.shippingMethodHandle === 'standard' ? 'standard' : null,
    shippingAddress: jsonColumn(storedAddress, row.shippingAddress, `cart ${row.number} shippingAddress`),
    billingAddress: jsonColumn(storedAddress, row.billingAddress, `cart ${row.number} billingAddress`),
    notes: row.notes ?? null,
    customerId: nullableNumber(row.customerId),
    isCompleted: !!row.isCompleted,
  }
}

function toRow(cart: CartRecord) {
  return {
    number: cart.number,
    version: cart.version,
    lineItems: cart.lines,
    nextLineId: cart.nextLineId,
    currency: cart.currency,
    market: cart.marketCode,
    email: cart.email,
    couponCode: cart.couponCode,
    gatewayId: cart.gatewayId,
    shippingMethodHandle: cart.shippingMethodHandle,
    shippingAddress: cart.shippingAddress,
    billingAddress: cart.billingAddress,
    notes: cart.notes,
    customerId: cart.customerId,
    isCompleted: cart.isCompleted,
    updatedAt: new Date().toISOString(),
  }
}

const JSON_COLUMNS = new Set(['lineItems', 'shippingAddress', 'billingAddress'])

/**
 * Values for raw placeholders, which skip drizzle's column encoders (those would write SQL NULL as
 * the text "null"): JSON as text, the rest as both drivers take it.
 */
const toDriverValues = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value]))

export function payloadCartStore(payload: Payload): CartStore {
  const { drizzle, tables } = drizzleOf(payload)
  const carts = tables.carts
  return {
    async findByNumber(number) {
      const query = prepared(payload, 'cart_by_number', () =>
        drizzle
          .select()
          .from(carts)
          .where(eq(carts.number, sql.placeholder('number')))
          .limit(1),
      )
      const [row] = await query({ number })
      return row ? toRecord(row) : null
    },
    async latestOpenOfCustomer(customerId) {
      const [row] = await drizzle
        .select()
        .from(carts)
        .where(and(eq(carts.customerId, customerId), eq(carts.isCompleted, false)))
        .orderBy(desc(carts.updatedAt))
        .limit(1)
      return row ? toRecord(row) : null
    },
    async insert(cart) {
      const now = new Date().toISOString()
      const rows = await drizzle
        .insert(carts)
        .values({ ...toRow(cart), createdAt: now })
        .returning({ id: carts.id })
      return { ...cart, id: Number(returnedRow(rows, 'insert cart').id) }
    },
    async replace(cart, expectedVersion) {
      const row = toDriverValues(toRow(cart))
      const query = prepared(payload, 'cart_replace', () =>
        drizzle
          .update(carts)
          .set(Object.fromEntries(Object.keys(row).map((column) => [column, sql`${sql.placeholder(column)}`])))
          .where(and(eq(carts.id, sql.placeholder('id')), eq(carts.version, sql.placeholder('expectedVersion')), eq(carts.isCompleted, false)))
          .returning({ id: carts.id }),
      )
      const rows = await query({ ...row, id: cart.id, expectedVersion })
      return rows.length === 1
    },
  }
}

/**
 * Deletes guests' carts nobody has touched since `before` (a shopper without an account cannot come
 * back to one after its cookie is gone). Customers' and completed carts stay. One statement: running
 * it twice, or on two instances at once, deletes each row once.
 */
export async function pruneAbandonedCarts(payload: Payload, before: Date): Promise<number> {
  const { drizzle, tables } = drizzleOf(payload)
  const { carts } = tables
  const rows = await drizzle
    .delete(carts)
    .where(and(isNull(carts.customerId), eq(carts.isCompleted, false), lt(carts.updatedAt, before.toISOString())))
    .returning({ id: carts.id })
  return rows.length
}

/** Editors' price rows as money; a row in a currency the runtime does not know is left out. */
export function storedPrices(rows: readonly { currency?: string | null; amount?: number | string | null }[] | null | undefined): Money[] {
  return (rows ?? []).flatMap((row) => (isCurrencyCode(row.currency) && row.amount !== null && row.amount !== undefined ? [money(Number(row.amount), row.currency)] : []))
}

function shippingRatesOf(rows: readonly { currency?: string | null; rate?: number | null; freeOver?: number | null }[] | null | undefined): ShippingRate[] {
  return (rows ?? []).flatMap((row) =>
    isCurrencyCode(row.currency) && typeof row.rate === 'number'
      ? [{ rate: money(row.rate, row.currency), freeOver: typeof row.freeOver === 'number' ? money(row.freeOver, row.currency) : null }]
      : [],
  )
}

/** The tax class editors chose, else the kind's: digital services for plans, standard for the rest. */
const taxClassOf = (stored: string | null | undefined, kind: Purchasable['kind']): TaxClass => taxClasses.find((c) => c === stored) ?? (kind === 'plan' ? 'digital' : 'standard')

const mediaView = (media: number | Media | null | undefined, size: 'merch' | 'event' | 'thumbnail') => {
  if (!media || typeof media === 'number' || !media.url) return null
  const sized = media.sizes?.[size]
  return { src: sized?.url ?? media.url, alt: media.alt, width: sized?.width ?? media.width ?? 800, height: sized?.height ?? media.height ?? 800 }
}

function snapshotOf(variant: Variant): PurchasableSnapshot | null {
  if (variant.kind === 'plan') {
    const plan = variant.trainingPlan
    if (!plan || typeof plan === 'number') return null
    return {
      title: plan.title,
      variantTitle: plan.title,
      path: `/training-plans/${plan.slug}`,
      image: mediaView(plan.image, 'thumbnail'),
      attributes: { planWeeks: plan.weeks },
      trainingPlanId: plan.id,
    }
  }
  if (variant.kind === 'merch') {
    const product = variant.product
    if (!product || typeof product === 'number') return null
    return {
      title: product.title,
      variantTitle: variant.title,
      path: `/shop/products/${product.slug}`,
      image: mediaView(variant.images?.[0] ?? product.images?.[0], 'merch'),
      attributes: {
        ...(variant.colourName ? { colour: variant.colourName } : {}),
        ...(variant.size ? { size: variant.size } : {}),
        ...(variant.style ? { style: variant.style } : {}),
      },
      ...(product.grantsRunClubMembership ? { grantsRunClubMembership: true as const } : {}),
    }
  }
  const event = variant.event
  if (!event || typeof event === 'number') return null
  if (variant.kind === 'fee') {
    return {
      title: event.title,
      variantTitle: variant.title,
      path: null,
      image: mediaView(event.image, 'event'),
      attributes: variant.bookingChange ? { bookingChange: variant.bookingChange } : {},
    }
  }
  return {
    title: event.title,
    variantTitle: variant.title,
    path: `/events/${event.slug}`,
    image: mediaView(event.image, 'event'),
    attributes: variant.entryType ? { entryType: variant.entryType } : {},
    distances: (event.entryDistances ?? []).map((d) => ({ id: String(d.id), label: d.label })),
  }
}

export function payloadCartCatalogue(payload: Payload, locale: Locale): CartCatalogue {
  const { drizzle, tables } = drizzleOf(payload)
  const { variants, products, events, coupons, customers } = tables
  const prices = tables.variants_prices
  const plans = tables.training_plans

  /** What a visitor sees of each variant; drafts stay hidden (visitors' access rules). */
  async function snapshots(ids: number[]): Promise<Map<number, PurchasableSnapshot>> {
    const out = new Map<number, PurchasableSnapshot>()
    const missing: number[] = []
    for (const id of ids) {
      const cached = snapshotMemo.peek(`${locale}:${id}`)
      if (cached) out.set(id, cached)
      else missing.push(id)
    }
    if (!missing.length) return out
    const { docs } = await payload.find({
      collection: 'variants',
      where: { id: { in: missing } },
      locale,
      depth: 2,
      pagination: false,
      overrideAccess: false,
    })
    for (const doc of docs) {
      const snapshot = snapshotOf(doc)
      if (!snapshot) continue
      out.set(doc.id, snapshot)
      snapshotMemo.set(`${locale}:${doc.id}`, snapshot)
    }
    return out
  }

  return {
    async purchasables(ids, currency) {
      // One statement per number of ids (carts hold a handful of different purchasables).
      const live = prepared(payload, `cart_purchasables_${ids.length}`, () =>
        drizzle
          .select({
            id: variants.id,
            kind: variants.kind,
            sku: variants.sku,
            price: prices.amount,
            priceCurrency: prices.currency,
            taxClass: variants.taxClass,
            stock: variants.stock,
            unlimited: variants.hasUnlimitedStock,
            available: variants.isAvailable,
            productStatus: products._status,
            eventStatus: events._status,
            eventOpen: events.availableForPurchase,
            planStatus: plans._status,
            eventId: variants.event,
            entryType: variants.entryType,
            bookingChange: variants.bookingChange,
          })
          .from(variants)
          .leftJoin(prices, and(eq(prices._parentID, variants.id), eq(prices.currency, sql.placeholder('currency'))))
          .leftJoin(products, eq(variants.product, products.id))
          .leftJoin(events, eq(variants.event, events.id))
          .leftJoin(plans, eq(variants.trainingPlan, plans.id))
          .where(
            inArray(
              variants.id,
              ids.map((_, i) => sql.placeholder(`id${i}`)),
            ),
          ),
      )
      const [rows, shown] = await Promise.all([live({ currency, ...Object.fromEntries(ids.map((id, i) => [`id${i}`, id])) }), snapshots(ids)])
      const out = new Map<number, Purchasable>()
      for (const row of rows) {
        const id = Number(row.id)
        const snapshot = shown.get(id)
        // A price row of another currency (the join keeps the cart's, but never trust a row's currency unread) is no price here.
        const priced = row.priceCurrency === currency
        if (!snapshot || (out.has(id) && !priced)) continue
        const kind = row.kind === 'entry' || row.kind === 'plan' || row.kind === 'fee' ? row.kind : 'merch'
        // A booking change's fee is owed by entrants of a published event, whether or not it still sells places.
        const published =
          kind === 'merch' ? row.productStatus === 'published' : kind === 'plan' ? row.planStatus === 'published' : row.eventStatus === 'published' && (kind === 'fee' || !!row.eventOpen)
        out.set(id, {
          id,
          kind,
          sku: row.sku,
          price: priced && row.price !== null && row.price !== undefined ? money(Number(row.price), currency) : null,
          taxClass: taxClassOf(row.taxClass, kind),
          stock: Number(row.stock ?? 0),
          hasUnlimitedStock: !!row.unlimited,
          isAvailable: !!row.available && published,
          snapshot,
          ...(row.kind === 'entry' ? { eventId: nullableNumber(row.eventId), entryType: row.entryType === 'child' ? 'child' : row.entryType === 'adult' ? 'adult' : null } : {}),
          ...(row.kind === 'fee' && row.eventId !== null && (row.bookingChange === 'transfer' || row.bookingChange === 'deferral')
            ? { bookingFee: { eventId: Number(row.eventId), change: row.bookingChange } }
            : {}),
        })
      }
      return out
    },

    async coupon(code) {
      const [row] = await drizzle.select().from(coupons).where(eq(coupons.code, code)).limit(1)
      if (!row) return null
      const [amounts, minimums] = await Promise.all([
        drizzle.select().from(tables.coupons_amounts).where(eq(tables.coupons_amounts._parentID, row.id)),
        drizzle.select().from(tables.coupons_minimum_spends).where(eq(tables.coupons_minimum_spends._parentID, row.id)),
      ])
      return {
        code: row.code,
        kind: row.kind === 'fixed' ? 'fixed' : 'percentage',
        percent: Number(row.amount ?? 0),
        amounts: storedPrices(amounts),
        minimumSpends: storedPrices(minimums),
        startsAt: row.startsAt ?? null,
        endsAt: row.endsAt ?? null,
        usageLimit: nullableNumber(row.usageLimit),
        perEmailLimit: nullableNumber(row.perEmailLimit),
        timesUsed: Number(row.timesUsed ?? 0),
        scope: row.scope === 'merch' || row.scope === 'entries' ? row.scope : 'all',
        enabled: !!row.enabled,
        membersOnly: !!row.membersOnly,
      } satisfies Coupon
    },

    async couponUses(code, holders) {
      const claims = tables.coupon_claims
      const rows = await drizzle
        .select({ uses: sql<number>`count(*)` })
        .from(claims)
        .where(and(eq(claims.couponCode, code), inArray(claims.holder, [...holders])))
        .groupBy(claims.holder)
      return Math.max(0, ...rows.map((row) => Number(row.uses)))
    },

    async isRunClubMember(customerId) {
      const [row] = await drizzle.select({ member: customers.runClubMember }).from(customers).where(eq(customers.id, customerId)).limit(1)
      return !!row?.member
    },

    shippingRates() {
      return shippingMemo.get('rates', async () => {
        const global = await payload.findGlobal({ slug: 'shipping-rates', depth: 0, overrideAccess: true })
        const other = global.otherCountries
        return {
          zones: (global.zones ?? []).map((z) => ({ name: z.name, countries: z.countries ?? [], rates: shippingRatesOf(z.rates) })),
          otherCountries: other?.enabled ? { rates: shippingRatesOf(other.rates) } : null,
        } satisfies ShippingRates
      })
    },

    taxRates() {
      return taxRatesMemo.get(locale, async () => taxRatesOf(await payload.findGlobal({ slug: 'tax-rates', depth: 0, locale, overrideAccess: true })))
    },

    markets: () => marketsOffered(payload),
  }
}
