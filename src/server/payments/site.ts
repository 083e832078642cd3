import 'server-only'
import { env } from '../../lib/env'
import { getPayloadClient } from '../payload'
import type { Order } from '../../commerce/orders/complete-order'
import { toDecimal } from '../../commerce/money'
import { payloadSandboxLedger } from '../stores/payment-store'

/** The sandbox charge a reference names: only in a demo (a charge left from one must not be approved on a live shop). */
export async function sandboxCharge(reference: string | null | undefined) {
  if (!env.DEMO_MODE || !reference || !/^sbx_[0-9a-f]{24}$/.test(reference)) return null
  return payloadSandboxLedger(await getPayloadClient()).get(reference)
}

/** What the pay call tells the browser of a new order. */
export const orderView = (order: Order) => ({
  number: order.number,
  accessKey: order.accessKey,
  email: order.email,
  totalPrice: toDecimal(order.totalPrice),
  currency: order.currency,
  isCompleted: true,
})
