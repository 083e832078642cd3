import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadCartStore } from '@/server/stores/cart-store'
import { orderByNumber } from '@/server/stores/order-store'
import { eraseAccount } from '@/server/stores/account-erasure'
import { payloadMembershipStore } from '@/server/stores/membership-store'
import { money } from '@/commerce/money'

let payload: Payload
const context = { disableRevalidate: true }

const order = (number: string, lineItems: unknown, shippingAddress: unknown = null, email = 'buyer@example.com') => ({
  number,
  cartNumber: number.padEnd(32, '0'),
  accessKey: 'k'.repeat(32),
  status: 'paid',
  email,
  locale: 'en',
  gateway: 'card',
  paymentReference: `pi_${number}`,
  lineItems,
  shippingAddress,
  itemSubtotal: 1000,
  totalDiscount: 0,
  totalShippingCost: 0,
  totalTax: 0,
  totalPrice: 1000,
  currency: 'GBP',
})

const orderLine = { id: 1, purchasableId: 7, qty: 1, options: {}, sku: 'CAP', description: 'Cap', kind: 'merch', unitPrice: 1000, subtotal: 1000, discount: 0, total: 1000, tax: 0, snapshot: null }
/** The line as the store answers it: its amounts as money of the order's currency. */
const gbp = (amount: number) => money(amount, 'GBP')
const readLine = { ...orderLine, unitPrice: gbp(1000), subtotal: gbp(1000), discount: gbp(0), total: gbp(1000), tax: gbp(0) }
const address = { firstName: 'Ann', lastName: 'Runner', addressLine1: '1 High St', city: 'York', postcode: 'YO1 1AA', countryCode: 'GB' }

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('a store checks the JSON columns it reads (cart and order lines, addresses)', () => {
  it('reads back what was written, keys it does not know kept', async () => {
    await payload.create({ collection: 'orders', data: order('MP-JSON-GOOD', [{ ...orderLine, addedLater: 'kept' }], address) as never, context })
    const read = await orderByNumber(payload, 'MP-JSON-GOOD')
    expect(read?.lineItems).toEqual([{ ...readLine, addedLater: 'kept' }])
    expect(read?.shippingAddress).toEqual(address)
    expect(read?.billingAddress).toBeNull()
  })

  it('refuses an order line of another shape, naming the order, the column and the field', async () => {
    await payload.create({ collection: 'orders', data: order('MP-JSON-LINE', [{ sku: 'CAP', description: 'Cap', qty: 1 }]) as never, context })
    await expect(orderByNumber(payload, 'MP-JSON-LINE')).rejects.toThrow(/^order MP-JSON-LINE lineItems holds a malformed value: [\s\S]*at \[0\]\.id/)
  })

  it('refuses an address of another shape', async () => {
    await payload.create({ collection: 'orders', data: order('MP-JSON-ADDR', [orderLine], { ...address, postcode: 1234 }) as never, context })
    await expect(orderByNumber(payload, 'MP-JSON-ADDR')).rejects.toThrow(/^order MP-JSON-ADDR shippingAddress holds a malformed value: [\s\S]*at postcode/)
  })

  it('refuses cart lines that are not a list of lines', async () => {
    const number = 'json-cart'.padEnd(32, '0')
    await payload.create({ collection: 'carts', data: { number, version: 0, lineItems: { 1: { qty: 2 } }, nextLineId: 2 } as never, overrideAccess: true, context })
    await expect(payloadCartStore(payload).findByNumber(number)).rejects.toThrow(`cart ${number} lineItems holds a malformed value`)
  })
})

describe('work that needs one thing of a row is not stopped by the rest of it being malformed', () => {
  const email = 'damaged.row@example.com'

  it('a membership is granted from the lines that can be read; a damaged row grants nothing and stops nothing', async () => {
    const club = { ...orderLine, id: 2, snapshot: { title: 'Run club', variantTitle: 'Year', attributes: {}, grantsRunClubMembership: true } }
    await payload.create({ collection: 'orders', data: order('MP-JSON-CLUB', [club], null, email) as never, context })
    await payload.create({ collection: 'orders', data: order('MP-JSON-DAMAGED', { notLines: email }, { postcode: 1234 }, email) as never, context })
    const lines = await payloadMembershipStore(payload).paidOrderLines(email)
    expect(lines.map((line) => line.snapshot?.grantsRunClubMembership ?? null)).toEqual([true])
  })

  it('an erasure goes through a damaged order: the email leaves its text, the country stays of its address', async () => {
    const customer = await payload.create({
      collection: 'customers',
      data: { email, password: 'runner-password-1', firstName: 'Ann', lastName: 'Runner', _verified: true },
      disableVerificationEmail: true,
      context,
    })
    await payload.update({
      collection: 'orders',
      where: { number: { equals: 'MP-JSON-DAMAGED' } },
      data: { billingAddress: { countryCode: 'GB', postcode: 1234 } } as never,
      overrideAccess: true,
      context,
    })
    await eraseAccount(payload, { id: customer.id, email })
    const { docs } = await payload.find({ collection: 'orders', where: { number: { in: ['MP-JSON-CLUB', 'MP-JSON-DAMAGED'] } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(2)
    for (const erased of docs) expect(JSON.stringify(erased)).not.toContain(email)
    const damaged = docs.find((doc) => doc.number === 'MP-JSON-DAMAGED')
    expect(damaged?.lineItems).toEqual({ notLines: damaged?.email })
    expect(damaged?.billingAddress).toMatchObject({ countryCode: 'GB', postcode: null })
  })
})
