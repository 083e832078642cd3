import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, jsonColumn, nullableNumber, type Runner, type Tables } from '../../db/drizzle-tables'
import { returnedRow } from '../../db/returned-row'
import type { GuestOrderLinks } from '../../accounts/guest-orders'
import { markRunClubMember } from './membership-store'
import { storedAddress, storedOrderLines, storedRefundedLines, storedTaxLines } from '../../commerce/stored-shapes'
import { type CurrencyCode, isCurrencyCode, money } from '../../commerce/money'
import type { CompletionTransaction, NewOrder, Order, OrderStore } from '../../commerce/orders/complete-order'
import { fulfilmentState } from '../../commerce/fulfilment/fulfilment'

type OrderRow = Tables['orders']['$inferSelect']

const inCurrency = (currency: CurrencyCode) => (amount: number | string | null | undefined) => money(Number(amount ?? 0), currency)

export function toOrder(row: OrderRow): Order {
  const currency = isCurrencyCode(row.currency) ? row.currency : 'GBP'
  const of = inCurrency(currency)
  const lines = jsonColumn(storedOrderLines, row.lineItems, `order ${row.number} lineItems`) ?? []
  const taxLines = jsonColumn(storedTaxLines, row.taxLines, `order ${row.number} taxLines`) ?? []
  return {
    id: Number(row.id),
    number: row.number,
    accessKey: row.accessKey,
    cartNumber: row.cartNumber,
    status: row.status,
    email: row.email,
    locale: row.locale,
    customerId: nullableNumber(row.customerId),
    gateway: row.gateway,
    paymentReference: row.paymentReference,
    lineItems: lines.map((line) => ({ ...line, unitPrice: of(line.unitPrice), subtotal: of(line.subtotal), discount: of(line.discount), total: of(line.total), tax: of(line.tax) })),
    currency,
    market: row.market ?? null,
    itemSubtotal: of(row.itemSubtotal),
    totalDiscount: of(row.totalDiscount),
    totalShippingCost: of(row.totalShippingCost),
    totalTax: of(row.totalTax),
    totalPrice: of(row.totalPrice),
    pricesIncludeTax: row.pricesIncludeTax !== false,
    taxCountry: row.taxCountry ?? '',
    taxLines: taxLines.map((line) => ({ ...line, country: line.country ?? '', amount: of(line.amount) })),
    invoiceNumber: row.invoiceNumber ?? null,
    invoicedAt: row.invoicedAt ?? null,
    couponCode: row.couponCode ?? null,
    billingAddress: jsonColumn(storedAddress, row.billingAddress, `order ${row.number} billingAddress`),
    shippingAddress: jsonColumn(storedAddress, row.shippingAddress, `order ${row.number} shippingAddress`),
    notes: row.notes ?? null,
    placedAt: String(row.createdAt),
    refundedTotal: of(row.refundedTotal),
    refundedLines: jsonColumn(storedRefundedLines, row.refundedLines, `order ${row.number} refundedLines`) ?? [],
  }
}

/** The order as its row keeps it: amounts in minor units beside the currency. */
const storedOrder = (order: NewOrder) => ({
  ...order,
  lineItems: order.lineItems.map((line) => ({
    ...line,
    unitPrice: line.unitPrice.amount,
    subtotal: line.subtotal.amount,
    discount: line.discount.amount,
    total: line.total.amount,
    tax: line.tax.amount,
  })),
  itemSubtotal: order.itemSubtotal.amount,
  totalDiscount: order.totalDiscount.amount,
  totalShippingCost: order.totalShippingCost.amount,
  totalTax: order.totalTax.amount,
  totalPrice: order.totalPrice.amount,
  taxLines: order.taxLines.map((line) => ({ ...line, amount: line.amount.amount })),
})

const INVOICES = 'invoices'

/**
 * The next invoice number, taken inside the order's transaction: the sequence row's update locks it
 * until the order commits, so numbers follow one another without gaps or doubles on both engines.
 */
async function nextInvoiceNumber(tx: Runner, tables: Tables, now: string): Promise<string> {
  const sequences = tables.invoice_sequences
  const take = () =>
    tx
      .update(sequences)
      .set({ next: sql`${sequences.next} + 1`, updatedAt: now })
      .where(eq(sequences.key, INVOICES))
      .returning({ next: sequences.next })
  let [taken] = await take()
  if (!taken) {
    await tx.insert(sequences).values({ key: INVOICES, next: 1, createdAt: now, updatedAt: now }).onConflictDoNothing()
    ;[taken] = await take()
  }
  const [seller] = await tx.select({ prefix: tables.seller.invoicePrefix }).from(tables.seller).limit(1)
  const number = Number(returnedRow(taken ? [taken] : [], 'take an invoice number').next) - 1
  return `${seller?.prefix ?? 'MP-'}${String(number).padStart(6, '0')}`
}

/** Orders in Payload's tables; completion runs as one drizzle transaction on SQLite or PostgreSQL. */
export function payloadOrderStore(payload: Payload): OrderStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { orders, carts, variants, coupons } = tables
  const redemptions = tables.coupon_redemptions
  const claims = tables.coupon_claims

  const one = async (where: SQL | undefined) => {
    const [row] = await drizzle.select().from(orders).where(where).limit(1)
    return row ? toOrder(row) : null
  }

  return {
    orderByPayment: (reference) => one(eq(orders.paymentReference, reference)),
    orderByCart: (cartNumber) => one(eq(orders.cartNumber, cartNumber)),
    transaction: (run) =>
      drizzle.transaction(async (tx) => {
        const now = new Date().toISOString()
        const writes: CompletionTransaction = {
          handle: tx,
          async completeCart(cart) {
            if (cart.id === null) return false
            const rows = await tx
              .update(carts)
              .set({ isCompleted: true, version: cart.version + 1, updatedAt: now })
              .where(and(eq(carts.id, cart.id), eq(carts.version, cart.version), eq(carts.isCompleted, false)))
              .returning({ id: carts.id })
            return rows.length === 1
          },
          async takeStock(purchasableId, qty) {
            const rows = await tx
              .update(variants)
              .set({ stock: sql`case when ${variants.hasUnlimitedStock} then ${variants.stock} else ${variants.stock} - ${qty} end`, updatedAt: now })
              .where(and(eq(variants.id, purchasableId), eq(variants.isAvailable, true), or(eq(variants.hasUnlimitedStock, true), gte(variants.stock, qty))))
              .returning({ stock: variants.stock, unlimited: variants.hasUnlimitedStock })
            const [row] = rows
            return row ? { left: row.unlimited ? null : Number(row.stock) } : false
          },
          async recordCouponUse(code, email, holders, orderNumber) {
            // The conditional update also locks the coupon's row, so the counts below see every
            // other order of this coupon that committed before it (PostgreSQL as well as SQLite).
            const [used] = await tx
              .update(coupons)
              .set({ timesUsed: sql`coalesce(${coupons.timesUsed}, 0) + 1`, updatedAt: now })
              .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), lt(sql`coalesce(${coupons.timesUsed}, 0)`, coupons.usageLimit))))
              .returning({ perEmailLimit: coupons.perEmailLimit })
            if (!used) return false
            if (used.perEmailLimit != null) {
              // Each runner takes their next slot; the unique (coupon, holder, slot) index refuses
              // a slot another order took, should anything get past the lock.
              for (const holder of holders) {
                const [claimed] = await tx
                  .select({ uses: sql<number>`count(*)` })
                  .from(claims)
                  .where(and(eq(claims.couponCode, code), eq(claims.holder, holder)))
                const slot = Number(claimed?.uses ?? 0) + 1
                if (slot > Number(used.perEmailLimit)) return false
                const taken = await tx.insert(claims).values({ couponCode: code, holder, slot, orderNumber, createdAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: claims.id })
                if (!taken.length) return false
              }
            }
            await tx.insert(redemptions).values({ couponCode: code, email, orderNumber, createdAt: now, updatedAt: now })
            return true
          },
          makeRunClubMember: (who) => markRunClubMember(tx, tables, who),
          async insertOrder(order: NewOrder) {
            const invoiceNumber = await nextInvoiceNumber(tx, tables, now)
            // Dated once the number is ours: a completion that waited for the sequence's lock is invoiced after the one before it.
            const invoicedAt = new Date().toISOString()
            const rows = await tx
              .insert(orders)
              // Kit waits in the packing queue from the start (decision 0054).
              .values({ ...storedOrder(order), invoiceNumber, invoicedAt, status: 'paid', fulfilment: fulfilmentState({ lines: order.lineItems, shipments: [] }), createdAt: now, updatedAt: now })
              .returning()
            return toOrder(returnedRow(rows, 'insert order'))
          },
          async recordPayment(transactionHash, order) {
            await tx
              .update(tables.payments)
              .set({ status: 'succeeded', reference: order.paymentReference, orderNumber: order.number, orderKey: order.accessKey, updatedAt: now })
              .where(eq(tables.payments.transactionHash, transactionHash))
          },
        }
        return run(writes)
      }),
  }
}

/** The order behind a buyer's link, or null: the key must match (compared in constant time). */
export async function orderForBuyer(payload: Payload, number: string, key: string): Promise<Order | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const [row] = await drizzle.select().from(tables.orders).where(eq(tables.orders.number, number)).limit(1)
  if (!row) return null
  const expected = Buffer.from(String(row.accessKey))
  const given = Buffer.from(key)
  return expected.length === given.length && timingSafeEqual(expected, given) ? toOrder(row) : null
}

/** An order by its id, for work that found it by a row of its own (a parcel's mail). */
export async function orderById(payload: Payload, id: number): Promise<Order | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const [row] = await drizzle.select().from(tables.orders).where(eq(tables.orders.id, id)).limit(1)
  return row ? toOrder(row) : null
}

/** An order by its number, for callers that proved their right to it another way (a signed plan link). */
export async function orderByNumber(payload: Payload, number: string): Promise<Order | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const [row] = await drizzle.select().from(tables.orders).where(eq(tables.orders.number, number)).limit(1)
  return row ? toOrder(row) : null
}

/** A customer's own orders, newest first (their account page). */
export async function ordersOfCustomer(payload: Payload, customerId: number, limit = 50): Promise<Order[]> {
  const { drizzle, tables } = drizzleOf(payload)
  const rows = await drizzle.select().from(tables.orders).where(eq(tables.orders.customerId, customerId)).orderBy(desc(tables.orders.createdAt)).limit(limit)
  return rows.map(toOrder)
}

/** Guest orders and the account that confirmed their email, through `db` (the database, or an open transaction). */
export function payloadGuestOrderLinks(payload: Payload, db?: Runner): GuestOrderLinks {
  const { drizzle, tables } = drizzleOf(payload)
  const { orders, customers, entries } = tables
  const run = db ?? drizzle
  return {
    async confirmedAccountOf(email) {
      const [row] = await run
        .select({ id: customers.id })
        .from(customers)
        // Payload keeps customers' emails lowercased: an indexed match, on every guest order.
        .where(and(inArray(customers.email, [...new Set([email, email.trim().toLowerCase()])]), eq(customers._verified, true)))
        .limit(1)
      return row ? Number(row.id) : null
    },
    async linkGuestOrders(customer) {
      const linked = await run
        .update(orders)
        .set({ customerId: customer.id })
        .where(and(eq(sql`lower(${orders.email})`, customer.email.toLowerCase()), isNull(orders.customerId)))
        .returning({ id: orders.id })
      // Entries paid for through the customer's orders, placed as a guest, are theirs as the payer.
      await run
        .update(entries)
        .set({ customerId: customer.id })
        .where(and(isNull(entries.customerId), inArray(entries.orderNumber, run.select({ number: orders.number }).from(orders).where(eq(orders.customerId, customer.id)))))
      return linked.length
    },
  }
}
