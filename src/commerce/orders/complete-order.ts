import type { PricedCart } from '../cart/totals'
import type { Address, CartLine, CartRecord, PurchasableKind, PurchasableSnapshot } from '../cart/types'
import { couponHolders } from '../cart/coupon-holders'
import { cartOverLimits } from '../cart/limits'
import { FEW_LEFT, unitsByPurchasable } from '../cart/stock'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'
import type { CurrencyCode, Money } from '../money'
import type { TaxLine } from '../tax/types'
import type { RefundedLine } from '../refunds/refund-plan'

export type Payment = { reference: string; gateway: 'card' | 'paypal'; amount: Money }

export type OrderLine = CartLine & {
  sku: string | null
  description: string
  kind: PurchasableKind | null
  unitPrice: Money
  subtotal: Money
  discount: Money
  total: Money
  /** The tax in (or on) the line's total. */
  tax: Money
  snapshot: PurchasableSnapshot | null
}

export type NewOrder = {
  number: string
  /** The secret in the buyer's link to the order page. */
  accessKey: string
  cartNumber: string
  email: string
  locale: Locale
  customerId: number | null
  gateway: Payment['gateway']
  paymentReference: string
  lineItems: OrderLine[]
  currency: CurrencyCode
  market: string | null
  itemSubtotal: Money
  totalDiscount: Money
  totalShippingCost: Money
  totalTax: Money
  totalPrice: Money
  pricesIncludeTax: boolean
  /** Where tax was reckoned ("CA-QC" for a Canadian province). */
  taxCountry: string
  taxLines: TaxLine[]
  couponCode: string | null
  billingAddress: Address | null
  shippingAddress: Address | null
  notes: string | null
}

/** A paid order; its invoice number is given in the transaction that stores it (null only on orders older than invoices). */
export type Order = NewOrder & {
  id: number
  status: 'paid' | 'partially-refunded' | 'refunded'
  placedAt: string
  invoiceNumber: string | null
  invoicedAt: string | null
  /** Given back so far (refunds being made included), and per line (src/commerce/refunds). */
  refundedTotal: Money
  refundedLines: RefundedLine[]
}

/** The writes of one completion, all in one database transaction. */
export type CompletionTransaction = {
  /** The one transition that may happen once: an open cart, unchanged since it was priced, becomes completed. */
  completeCart(cart: CartRecord): Promise<boolean>
  /** Takes units while enough are left (never below zero): how many are left then (null: no limit), or false when not enough were. */
  takeStock(purchasableId: number, qty: number): Promise<{ left: number | null } | false>
  /**
   * Counts one use of the coupon while its limits still allow it: in all, and per runner for each of
   * `holders` (src/commerce/cart/coupon-holders.ts); false when another order used it up first.
   */
  recordCouponUse(code: string, email: string, holders: readonly string[], orderNumber: string): Promise<boolean>
  /** Makes the customer with this id, or the account that confirmed this email (any case), a run-club member; false when there is none. */
  makeRunClubMember(who: { customerId: number } | { email: string }): Promise<boolean>
  /** Stores the order with the next invoice number (sequential, without gaps: a rolled-back completion gives its number back). */
  insertOrder(order: NewOrder): Promise<Order>
  /** Marks the payment attempt that paid for `order` succeeded, with the provider's reference: with the order or not at all. */
  recordPayment(transactionHash: string, order: Order): Promise<void>
  /** The database transaction itself, for the writes of order steps (entries, teams). */
  readonly handle: unknown
}

export type OrderStore = {
  transaction<T>(run: (tx: CompletionTransaction) => Promise<T>): Promise<T>
  orderByPayment(reference: string): Promise<Order | null>
  orderByCart(cartNumber: string): Promise<Order | null>
}

/**
 * More an order does (event entries and teams from entry lines). Before the transaction a step reads
 * what it needs and answers the writes to make inside it, or null when the order is none of its
 * business. A write that cannot be done throws `OrderRefused`: nothing of the order is written and
 * the payment is given back.
 */
export type OrderStep = (cart: CartRecord, priced: PricedCart) => Promise<((tx: CompletionTransaction, order: Order) => Promise<void>) | null>

export class OrderRefused extends Error {
  /** A message key (`entries.couldNotJoinTeam`…) the buyer is shown, and its values. */
  constructor(
    readonly reason: MessageKey,
    readonly values?: Record<string, string | number>,
  ) {
    super(reason)
  }
}

export type CompletionDeps = {
  orders: OrderStore
  findCart(number: string): Promise<CartRecord | null>
  /** Prices a cart from the live catalogue (the cart service's rules). */
  price(cart: CartRecord): Promise<PricedCart>
  newOrderNumber(): string
  newAccessKey(): string
  steps?: OrderStep[]
}

/** What completes an order: the cart, the payment, and who asks. */
export type CompletionInput = {
  cartNumber: string
  payment: Payment
  locale: Locale
  /** The payment attempt, marked succeeded in the order's own transaction. */
  transactionHash?: string
  /**
   * The cart as the payer just priced it: used as it is when the cart is still that version (the
   * transaction's first write checks), instead of reading and pricing it again.
   */
  pricedCart?: { cart: CartRecord; priced: PricedCart }
}

export type Completion =
  /** `fewLeft`: the purchasables it left at or below FEW_LEFT, whose pages say so (or sold out). */
  | { outcome: 'completed'; order: Order; fewLeft: number[] }
  | { outcome: 'already-completed'; order: Order }
  | { outcome: 'out-of-stock'; purchasableIds: number[] }
  | { outcome: 'amount-mismatch'; expected: Money }
  | { outcome: 'refused'; reason: MessageKey; values?: Record<string, string | number> }
  | { outcome: 'not-payable'; reason: 'unknown-cart' | 'no-email' | 'empty' | 'unavailable' | 'over-limits' }

class StockRanOut extends Error {
  constructor(readonly purchasableId: number) {
    super('stock ran out')
  }
}
class CartMoved extends Error {}

const MAX_ATTEMPTS = 5

function orderOf(cart: CartRecord, priced: PricedCart, payment: Payment, number: string, accessKey: string, locale: Locale): NewOrder {
  return {
    number,
    accessKey,
    cartNumber: cart.number,
    email: cart.email!,
    locale,
    customerId: cart.customerId,
    gateway: payment.gateway,
    paymentReference: payment.reference,
    lineItems: priced.lines.map((line) => ({
      id: line.id,
      purchasableId: line.purchasableId,
      qty: line.qty,
      options: line.options,
      sku: line.purchasable?.sku ?? null,
      description: line.purchasable?.snapshot.title ?? '',
      kind: line.purchasable?.kind ?? null,
      unitPrice: line.unitPrice,
      subtotal: line.subtotal,
      discount: line.discount,
      total: line.total,
      tax: line.tax,
      snapshot: line.purchasable?.snapshot ?? null,
    })),
    currency: priced.currency,
    market: cart.marketCode,
    itemSubtotal: priced.itemSubtotal,
    totalDiscount: priced.totalDiscount,
    totalShippingCost: priced.totalShippingCost,
    totalTax: priced.totalTax,
    totalPrice: priced.totalPrice,
    pricesIncludeTax: priced.pricesIncludeTax,
    taxCountry: [priced.taxDestination.country, priced.taxDestination.region].filter(Boolean).join('-'),
    taxLines: priced.taxLines,
    couponCode: priced.couponApplies ? cart.couponCode : null,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    notes: cart.notes,
  }
}

/** Who uses the order's coupon: its email, its customer and its entrants. */
const holdersOf = (cart: CartRecord, priced: PricedCart) =>
  couponHolders({ email: cart.email, customerId: cart.customerId, lines: priced.lines.map((line) => ({ options: line.options, kind: line.purchasable?.kind })) })

/**
 * Turns a paid cart into an order exactly once, whoever calls first (the return page, a webhook,
 * a replayed webhook, the reconcile job): in one transaction the cart becomes completed, stock is
 * taken with conditional updates, coupon use is counted and the order is stored. Every later call
 * for the same payment or cart answers the order already made. When stock ran out between cart and
 * payment nothing is written, and the caller refunds the payment.
 */
export async function completeOrder(deps: CompletionDeps, input: CompletionInput): Promise<Completion> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const paid = await deps.orders.orderByPayment(input.payment.reference)
    if (paid) return { outcome: 'already-completed', order: paid }
    // Priced a moment ago by the payer: the first try takes it (a changed cart fails completeCart and is read again).
    const known = attempt === 0 && input.pricedCart?.cart.number === input.cartNumber ? input.pricedCart : null
    const cart = known?.cart ?? (await deps.findCart(input.cartNumber))
    if (!cart) return { outcome: 'not-payable', reason: 'unknown-cart' }
    if (cart.isCompleted) {
      const order = await deps.orders.orderByCart(cart.number)
      if (order) return { outcome: 'already-completed', order }
      return { outcome: 'not-payable', reason: 'unknown-cart' }
    }
    if (!cart.email) return { outcome: 'not-payable', reason: 'no-email' }
    if (!cart.lines.length) return { outcome: 'not-payable', reason: 'empty' }
    if (Object.keys(cartOverLimits(cart.lines)).length) return { outcome: 'not-payable', reason: 'over-limits' }
    const priced = known?.priced ?? (await deps.price(cart))
    if (priced.lines.some((l) => !l.purchasable)) return { outcome: 'not-payable', reason: 'unavailable' }
    if (priced.totalPrice.currency !== input.payment.amount.currency || priced.totalPrice.amount !== input.payment.amount.amount) {
      // Its coupon stopped applying since the buyer paid (another order of theirs used it up first):
      // they are told so, as when two completions meet in the database.
      if (cart.couponCode && !priced.couponApplies) return { outcome: 'refused', reason: 'payments.couponUsedUp' }
      return { outcome: 'amount-mismatch', expected: priced.totalPrice }
    }

    const order = orderOf(cart, priced, input.payment, deps.newOrderNumber(), deps.newAccessKey(), input.locale)
    let writes: ((tx: CompletionTransaction, order: Order) => Promise<void>)[]
    try {
      writes = (await Promise.all((deps.steps ?? []).map((step) => step(cart, priced)))).filter((w) => w !== null)
    } catch (error) {
      if (error instanceof OrderRefused) return { outcome: 'refused', reason: error.reason, values: error.values }
      throw error
    }
    const fewLeft: number[] = []
    try {
      const saved = await deps.orders.transaction(async (tx) => {
        if (!(await tx.completeCart(cart))) throw new CartMoved()
        for (const [purchasableId, qty] of unitsByPurchasable(cart.lines)) {
          const taken = await tx.takeStock(purchasableId, qty)
          if (!taken) throw new StockRanOut(purchasableId)
          if (taken.left !== null && taken.left <= FEW_LEFT) fewLeft.push(purchasableId)
        }
        if (order.couponCode && !(await tx.recordCouponUse(order.couponCode, order.email, holdersOf(cart, priced), order.number))) throw new OrderRefused('payments.couponUsedUp')
        const inserted = await tx.insertOrder(order)
        for (const write of writes) await write(tx, inserted)
        if (input.transactionHash) await tx.recordPayment(input.transactionHash, inserted)
        return inserted
      })
      return { outcome: 'completed', order: saved, fewLeft }
    } catch (error) {
      if (error instanceof StockRanOut) return { outcome: 'out-of-stock', purchasableIds: [error.purchasableId] }
      if (error instanceof OrderRefused) return { outcome: 'refused', reason: error.reason, values: error.values }
      // Another call completed or changed the cart first (or stored this payment): look again.
      if (!(error instanceof CartMoved) && !(await deps.orders.orderByPayment(input.payment.reference))) throw error
    }
  }
  throw new Error('The cart kept changing while its payment was completed')
}
