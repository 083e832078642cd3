import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { visitor } from '../support/cart-api'
import { pounds } from '../support/prices'

let payload: Payload
let purchasableId: number
const context = { disableRevalidate: true }

async function signIn(email: string) {
  await payload.create({ collection: 'customers', data: { email, password: 'runner-password-1', _verified: true }, disableVerificationEmail: true, context })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'runner-password-1' } })
  return { cookie: `payload-token=${token}` }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'customer-kit' }, context })
  const product = await payload.create({
    collection: 'products',
    data: { title: 'Bottle', slug: 'customer-bottle', productType: 'simple', section: section.id, _status: 'published' },
    context,
  })
  const variant = await payload.create({
    collection: 'variants',
    data: { kind: 'merch', product: product.id, title: 'Bottle', sku: 'CUSTOMER-BOTTLE', prices: pounds(1200), hasUnlimitedStock: true, isAvailable: true },
    context,
  })
  purchasableId = variant.id
})

describe('a signed-in customer’s cart', () => {
  it('follows them to another device, and is nobody else’s', async () => {
    const ann = await signIn('ann@example.com')
    const laptop = await visitor(undefined, ann)
    const added = await laptop.update({ purchasableId, qty: 2 })
    expect(added.body.cart!.customerId).toEqual(expect.any(Number))

    const phone = await visitor(undefined, ann)
    const found = await phone.getCart()
    expect(found.body.cart).toMatchObject({ number: added.body.cart!.number, totalQty: 2 })

    const stranger = await visitor()
    expect((await stranger.getCart({ orderNumber: added.body.cart!.number })).status).toBe(404)
    const bo = await visitor(undefined, await signIn('bo@example.com'))
    expect((await bo.update({ orderNumber: added.body.cart!.number, purchasableId, qty: 1 })).status).toBe(404)
  })

  it('takes over the guest cart they signed in with', async () => {
    const guest = await visitor()
    const { body } = await guest.update({ purchasableId, qty: 1 })
    expect(body.cart!.customerId).toBeNull()
    const signedIn = await visitor(undefined, await signIn('cy@example.com'))
    const claimed = await signedIn.getCart({ orderNumber: body.cart!.number })
    expect(claimed.body.cart).toMatchObject({ number: body.cart!.number, customerId: expect.any(Number) })
    expect((await guest.getCart({ orderNumber: body.cart!.number })).status).toBe(404)
  })
})
