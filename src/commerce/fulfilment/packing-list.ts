import type { Address } from '../cart/types'
import { csvCell } from '../orders/csv'
import type { KitLeft } from './fulfilment'

/** One row per kit line left to ship: the order, where it goes, and what to pick. */
export const PACKING_LIST_COLUMNS = [
  'order_number',
  'placed_at',
  'buyer_email',
  'shipping_name',
  'shipping_company',
  'shipping_line1',
  'shipping_line2',
  'shipping_city',
  'shipping_region',
  'shipping_postcode',
  'shipping_country',
  'shipping_phone',
  'sku',
  'description',
  'qty_left',
] as const

export const packingListHeader = () => PACKING_LIST_COLUMNS.join(',')

export type PackedOrder = { number: string; placedAt: string; email: string; shippingAddress: Partial<Address> | null }

/** The order's rows: one per kit line with units left (none when everything shipped or was refunded). */
export function packingListRows(order: PackedOrder, kit: readonly KitLeft[]): string[] {
  const to = order.shippingAddress ?? {}
  const where = [
    [to.firstName, to.lastName].filter(Boolean).join(' '),
    to.company ?? '',
    to.addressLine1 ?? '',
    to.addressLine2 ?? '',
    to.city ?? '',
    to.county ?? '',
    to.postcode ?? '',
    to.countryCode ?? '',
    to.phone ?? '',
  ]
  return kit.filter((line) => line.left > 0).map((line) => [order.number, order.placedAt, order.email, ...where, line.sku ?? '', line.description, line.left].map(csvCell).join(','))
}
