import { z } from 'zod'
import type { Address, CartLine, PurchasableSnapshot } from './cart/types'
import type { OrderLine } from './orders/complete-order'

/*
 * The shapes the shop keeps in JSON columns (a cart's and an order's lines, their addresses, a
 * line's snapshot, an order's tax lines), checked when a store reads them back. Loose objects: a key a later version
 * added survives a read and a write back (an account's erasure rewrites an order's lines). A
 * nullable field that is missing reads as null, as JSON may leave it out.
 */

const text = z.string().nullable()

export const storedAddress = z.looseObject({
  firstName: text.optional(),
  lastName: text.optional(),
  company: text.optional(),
  countryCode: text.optional(),
  addressLine1: text.optional(),
  addressLine2: text.optional(),
  city: text.optional(),
  county: text.optional(),
  postcode: text.optional(),
  phone: text.optional(),
  email: text.optional(),
}) satisfies z.ZodType<Address>

export const storedCartLine = z.looseObject({
  id: z.number(),
  purchasableId: z.number(),
  qty: z.number(),
  options: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<CartLine>

export const storedSnapshot = z.looseObject({
  title: z.string(),
  variantTitle: z.string(),
  path: text.default(null),
  image: z.looseObject({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() }).nullable().default(null),
  attributes: z.looseObject({
    colour: z.string().optional(),
    size: z.string().optional(),
    style: z.string().optional(),
    entryType: z.string().optional(),
    planWeeks: z.number().optional(),
  }),
  grantsRunClubMembership: z.literal(true).optional(),
  trainingPlanId: z.number().optional(),
  distances: z.array(z.looseObject({ id: z.string(), label: z.string() })).optional(),
}) satisfies z.ZodType<PurchasableSnapshot>

/** An order's line as the order keeps it: amounts in minor units of the order's currency (src/server/stores/order-store.ts makes them Money). */
export const storedOrderLine = storedCartLine.extend({
  sku: text.default(null),
  description: z.string(),
  kind: z.enum(['merch', 'entry', 'plan', 'fee']).nullable().default(null),
  unitPrice: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  /** Orders from before taxes were reckoned have none. */
  tax: z.number().default(0),
  snapshot: storedSnapshot.nullable().default(null),
}) satisfies z.ZodType<Omit<OrderLine, 'unitPrice' | 'subtotal' | 'discount' | 'total' | 'tax'>>
export type StoredOrderLine = z.infer<typeof storedOrderLine>

/** A rate of an order's tax, as the order keeps it: the amount in minor units of the order's currency. */
export const storedTaxLine = z.looseObject({
  name: z.string(),
  percent: z.number(),
  country: text.default(null),
  region: text.default(null),
  amount: z.number().int(),
  included: z.boolean(),
})

/** What each line of an order has given back (src/commerce/refunds). */
export const storedRefundedLines = z.array(z.object({ lineId: z.number(), qty: z.number(), amount: z.number(), restocked: z.number() }))
/** A refund's lines: units and money given back, units put back in stock. */
export const storedRefundLines = z.array(z.object({ lineId: z.number(), qty: z.number(), amount: z.number(), restock: z.number() }))
export const storedCartLines = z.array(storedCartLine)
export const storedOrderLines = z.array(storedOrderLine)
export const storedTaxLines = z.array(storedTaxLine)

/*
 * Narrow readings for work that needs one thing of a row and must not be stopped by the rest of it
 * being malformed: granting a paid membership reads only the flag, and erasing a person reads only
 * what names them (a line's options, an address's country). Everything else is kept as stored.
 */

/** The membership flag of each order line; a line that cannot be read grants nothing. */
export const membershipFlags = z
  .array(
    z
      .looseObject({
        snapshot: z
          .looseObject({ grantsRunClubMembership: z.literal(true).optional().catch(undefined) })
          .nullable()
          .catch(null),
      })
      .catch({ snapshot: null }),
  )
  .catch([])

/** Order lines as erasure rewrites them: their options read, every other key kept as it was. */
export const erasableOrderLines = z.array(z.looseObject({ options: z.record(z.string(), z.unknown()).optional() }))

/** An address as erasure keeps it: only its country survives, so only its country is read. */
export const erasableAddress = z
  .looseObject({ countryCode: text.optional().catch(null) })
  .nullable()
  .catch(null)
