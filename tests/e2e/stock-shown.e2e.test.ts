import fs from 'node:fs'
import { expect, site, test } from './fixtures'
import { adminGet, adminPost, adminToken } from './admin-api'
import { siteVisitor } from '../support/site-visitor'
import { FEW_LEFT } from '../../src/commerce/cart/stock'

/**
 * An order changes a product's page only when the page shows what it took: "Only N left" or out of
 * stock. Until then, pages stay cached (decision 0060), answered from the server's memory.
 */
const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as typeof import('../../messages/en.json')
let buyers = 0

/** A guest buys `qty` of the purchasable by sandbox card, through the site API as the checkout does. */
async function buy(purchasableId: number, qty: number) {
  const v = siteVisitor({ 'x-forwarded-for': `203.0.113.${(buyers++ % 200) + 20}` })
  const base = site.baseURL
  await v.csrfFrom(base)
  v.jar.set('i18n_redirected', 'en')
  expect((await v.call(base, '/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId, qty } })).status).toBe(200)
  const address = { firstName: 'Stock', lastName: 'Watcher', countryCode: 'GB', addressLine1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA' }
  const fields = await v.call(base, '/actions/milepost/cart/update-cart', {
    method: 'POST',
    body: { email: `stock-${Date.now()}-${buyers}@example.com`, billingAddress: address, shippingAddress: address, shippingMethodHandle: 'standard' },
  })
  expect(fields.status, JSON.stringify(fields.body)).toBe(200)
  const urls = (await v.call(base, '/actions/milepost/default/stripe-urls')).body
  const paid = await v.call(base, '/actions/milepost/payments/pay', {
    method: 'POST',
    body: { gatewayId: 1, paymentMethodId: 'pm_sandbox_4242424242424242', orderNumber: fields.body.cart.number, ...urls },
  })
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
}

test('an order that leaves plenty keeps the product page cached; the one that leaves few, or none, shows at once', async () => {
  const token = await adminToken(site.baseURL)
  const section = (await adminGet<{ docs: { id: number }[] }>(site.baseURL, token, '/shop-sections?limit=1&depth=0')).docs[0]!.id
  const slug = `stock-watch-${Date.now()}`
  const product = await adminPost<{ doc: { id: number } }>(site.baseURL, token, '/products', { title: 'Stock watch bottle', slug, productType: 'simple', section, _status: 'published' })
  const variant = await adminPost<{ doc: { id: number } }>(site.baseURL, token, '/variants', {
    kind: 'merch',
    product: product.doc.id,
    title: 'Stock watch bottle',
    sku: `STOCK-WATCH-${Date.now()}`,
    prices: [{ currency: 'GBP', amount: 1200 }],
    stock: FEW_LEFT + 3,
    isAvailable: true,
  })
  const page = async () => {
    const answer = await fetch(`${site.baseURL}/shop/products/${slug}`)
    return { memory: answer.headers.get('x-page-memory'), html: await answer.text() }
  }
  const onlyLeft = (count: number) => en.shop.onlyLeft.replace('{count}', String(count))

  await expect.poll(async () => (await page()).memory).toBe('HIT')
  expect((await page()).html).not.toContain(onlyLeft(FEW_LEFT + 3))

  await buy(variant.doc.id, 2)
  // FEW_LEFT + 1 left: the page says nothing of how many, and stays as it was.
  expect(await page()).toMatchObject({ memory: 'HIT' })

  await buy(variant.doc.id, 1)
  await expect.poll(async () => (await page()).html).toContain(onlyLeft(FEW_LEFT))

  await buy(variant.doc.id, FEW_LEFT)
  await expect.poll(async () => (await page()).html).toContain(en.shop.outOfStock)
})
