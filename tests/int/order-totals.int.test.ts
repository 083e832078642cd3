import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { paidOrderTotals } from '@/server/stores/order-totals'

let payload: Payload
const context = { disableRevalidate: true }

const order = (n: number, currency: string, totalPrice: number, status = 'paid') => ({
  number: `MP-TOTL-000${n}`,
  cartNumber: `totals${n}`.padEnd(32, '0'),
  accessKey: 'k'.repeat(32),
  status,
  email: `buyer${n}@example.com`,
  locale: 'en',
  gateway: 'card',
  paymentReference: `pi_totals_${n}`,
  lineItems: [],
  currency,
  itemSubtotal: totalPrice,
  totalDiscount: 0,
  totalShippingCost: 0,
  totalTax: 0,
  totalPrice,
})

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const [n, currency, total, status] of [
    [1, 'GBP', 2500, 'paid'],
    [2, 'GBP', 1500, 'paid'],
    [3, 'EUR', 2900, 'paid'],
    [4, 'SEK', 29_900, 'refunded'],
  ] as const) {
    await payload.create({ collection: 'orders', data: order(n, currency, total, status) as never, context })
  }
})

describe('order totals in the admin', () => {
  it('counts and totals paid orders per currency, never adding two currencies together', async () => {
    expect(await paidOrderTotals(payload)).toEqual([
      { currency: 'GBP', orders: 2, total: 4000 },
      { currency: 'EUR', orders: 1, total: 2900 },
    ])
  })
})
