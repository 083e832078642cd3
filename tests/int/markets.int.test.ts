import config from '@payload-config'
import { NextRequest } from 'next/server'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { GET as invoiceRoute } from '@/app/(site)/[locale]/order/invoice/route'
import { MARKETS_GLOBAL, marketRows } from '@/cms/globals/market-rows'
import { type CompletionDeps, completeOrder, type Order } from '@/commerce/orders/complete-order'
import { newAccessKey, newOrderNumber } from '@/commerce/orders/order-number'
import { fromDecimal, type Money, money } from '@/commerce/money'
import { createPayPalGateway } from '@/commerce/payments/paypal'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { services } from '@/server/services'
import { payloadCartStore } from '@/server/stores/cart-store'
import { payloadOrderStore } from '@/server/stores/order-store'
import messagesEn from '../../messages/en.json'
import { visitor } from '../support/cart-api'
import { startFakePayPal } from '../support/fake-paypal'
import { STRIPE_TEST_METHODS, startFakeStripe } from '../support/fake-stripe'
import { outboxMailsTo } from '../support/outbox'
import { siteRequest } from '../support/requests'
import { sendOrderConfirmation } from '@/server/payments/confirmation-mail'

let payload: Payload
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
let paypal: Awaited<ReturnType<typeof startFakePayPal>>
const context = { disableRevalidate: true }
const ids = { tee: 0, ukOnly: 0 }
const addressIn = (countryCode: string, city: string, postcode: string) => ({
  shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', countryCode, addressLine1: '1 Mill Lane', city, postcode },
  shippingMethodHandle: 'standard',
})
const where = { uk: addressIn('GB', 'Leeds', 'LS1 1AA'), se: addressIn('SE', 'Stockholm', '111 22'), eu: addressIn('FR', 'Paris', '75001'), jp: addressIn('JP', 'Tokyo', '100-0001') }

/** A guest shopping in `market` with one tee, an email and an address there. */
async function shopper(market: keyof typeof where, locale?: Locale) {
  const v = await visitor(locale, undefined, market)
  const added = await v.update({ purchasableId: ids.tee, qty: 1, email: `${market}@example.com`, ...where[market] })
  if (added.status !== 200) throw new Error(JSON.stringify(added.body))
  const cart = added.body.cart!
  return { v, cart, total: fromDecimal(cart.totalPrice, cart.currency) }
}

let payments = 0
const card = (amount: Money) => ({ reference: `markets_${++payments}`, gateway: 'card' as const, amount })
const completionIn = (locale: Locale): CompletionDeps => {
  const carts = payloadCartStore(payload)
  return { orders: payloadOrderStore(payload), findCart: (n) => carts.findByNumber(n), price: (c) => services(payload).cart(locale).price(c), newOrderNumber, newAccessKey }
}
const completed = async (cartNumber: string, amount: Money, locale: Locale = 'fr'): Promise<Order> => {
  const result = await completeOrder(completionIn(locale), { cartNumber, payment: card(amount), locale })
  if (result.outcome !== 'completed') throw new Error(JSON.stringify(result))
  return result.order
}
const sequenceOf = (order: Order) => Number(/(\d{6})$/.exec(order.invoiceNumber ?? '')?.[1])

beforeAll(async () => {
  stripe = await startFakeStripe()
  paypal = await startFakePayPal()
  Object.assign(env, { STRIPE_SECRET_KEY: 'sk_test_milepost', STRIPE_WEBHOOK_SECRET: 'whsec_markets', STRIPE_API_URL: stripe.url })
  payload = await getPayload({ config })
  // Japan is no demo market: an editor adds it with a currency that has no minor units.
  const global: { markets?: unknown } = await payload.findGlobal({ slug: MARKETS_GLOBAL, depth: 0 })
  const markets = marketRows(global.markets) ?? []
  const japan = { code: 'jp', name: 'Japan', currency: 'JPY', languages: [], countries: ['JP'], pricesIncludeTax: true, roundingStep: 1, roundingEnding: 0, enabled: true }
  await payload.updateGlobal({ slug: MARKETS_GLOBAL, data: { markets: [...markets, japan] } as never, context })
  const free = (currency: string) => ({ currency, rate: 0, freeOver: null })
  await payload.updateGlobal({
    slug: 'shipping-rates',
    data: { zones: [{ name: 'Markets', countries: ['GB', 'SE', 'FR', 'JP'], rates: ['GBP', 'EUR', 'SEK', 'JPY'].map(free) }], otherCountries: { enabled: false } },
    context,
  })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'markets-kit' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Tee', slug: 'markets-tee', productType: 'simple', section: section.id, _status: 'published' }, context })
  const variant = (sku: string, prices: { currency: string; amount: number }[]) =>
    payload.create({ collection: 'variants', data: { kind: 'merch', product: product.id, title: sku, sku, prices, hasUnlimitedStock: true, isAvailable: true }, context })
  ids.tee = (
    await variant('MARKETS-TEE', [
      { currency: 'GBP', amount: 2500 },
      { currency: 'EUR', amount: 3000 },
      { currency: 'SEK', amount: 34900 },
      { currency: 'JPY', amount: 4000 },
    ])
  ).id
  ids.ukOnly = (await variant('MARKETS-UK-ONLY', [{ currency: 'GBP', amount: 1000 }])).id
  await payload.create({ collection: 'coupons', data: { code: 'FIVEEUROS', kind: 'fixed', amounts: [{ currency: 'EUR', amount: 500 }], scope: 'all' }, context })
})

afterAll(async () => {
  await stripe.close()
  await paypal.close()
})

describe('a cart is in one currency, its market’s', () => {
  it('refuses an add in Sweden to a basket filled in the UK, leaves it as it was, and takes kronor once emptied', async () => {
    const v = await visitor('en', undefined, 'uk')
    const inPounds = await v.update({ purchasableId: ids.tee, qty: 1 })
    expect(inPounds.body.cart).toMatchObject({ currency: 'GBP', market: 'uk', totalPrice: 25 })
    const lineId = inPounds.body.cart!.lineItems[0]!.id

    v.shopIn('se')
    const refused = await v.update({ purchasableId: ids.tee, qty: 1 })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ purchasableId: [messagesEn.cart.otherCurrency.replace('{currency}', 'GBP')] })
    v.shopIn('uk')
    expect((await v.getCart({ orderNumber: v.cartNumber })).body.cart).toMatchObject({ currency: 'GBP', totalPrice: 25, lineItems: [{ id: lineId, qty: 1 }] })

    expect((await v.update({ orderNumber: v.cartNumber, lineItems: { [lineId]: { remove: true } } })).body.cart!.lineItems).toEqual([])
    v.shopIn('se')
    const inKronor = await v.update({ purchasableId: ids.tee, qty: 1 })
    expect(inKronor.status).toBe(200)
    expect(inKronor.body.cart).toMatchObject({ currency: 'SEK', market: 'se', totalPrice: 349 })
  })

  it('a fixed coupon set in euros takes €5 off in the euro area and does not apply in Sweden, saying why', async () => {
    const { v: euro } = await shopper('eu', 'fr')
    expect((await euro.update({ couponCode: 'FIVEEUROS' })).body.cart).toMatchObject({ currency: 'EUR', totalDiscount: 5, totalPrice: 25 })

    const { v: swede } = await shopper('se', 'en')
    const refused = await swede.update({ couponCode: 'FIVEEUROS' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors!.couponCode).toEqual([messagesEn.cart.couponNotValid, messagesEn.cart.couponWhy.otherCurrency.replace('{currency}', 'SEK')])
    expect(refused.body.cart).toMatchObject({ couponCode: null, totalDiscount: 0, totalPrice: 349 })
  })

  it('a variant without a price in kronor cannot be added in Sweden, saying so', async () => {
    const v = await visitor('en', undefined, 'se')
    const refused = await v.update({ purchasableId: ids.ukOnly, qty: 1 })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ purchasableId: [messagesEn.cart.notSoldInMarket] })
  })
})

describe('an order keeps its currency, its tax and an invoice number', () => {
  let euroOrder: Order

  it('an order completed in euros stores EUR, the French VAT included in its prices and an invoice number', async () => {
    const { cart, total } = await shopper('eu', 'fr')
    expect(total).toEqual(money(3000, 'EUR'))
    euroOrder = await completed(cart.number, total)
    expect(euroOrder).toMatchObject({ currency: 'EUR', market: 'eu', pricesIncludeTax: true, taxCountry: 'FR', totalPrice: money(3000, 'EUR'), totalTax: money(500, 'EUR') })
    expect(euroOrder.taxLines).toEqual([{ name: 'TVA', percent: 20, country: 'FR', region: null, amount: money(500, 'EUR'), included: true }])
    expect(euroOrder.invoiceNumber).toMatch(/\d{6}$/)
    expect(euroOrder.invoicedAt).toEqual(expect.any(String))
    const stored = await payload.findByID({ collection: 'orders', id: euroOrder.id, depth: 0 })
    expect(stored).toMatchObject({ currency: 'EUR', totalPrice: 3000, pricesIncludeTax: true, invoiceNumber: euroOrder.invoiceNumber })
  })

  it('two orders get consecutive invoice numbers', async () => {
    const first = await shopper('eu', 'fr')
    const second = await shopper('uk', 'en')
    const a = await completed(first.cart.number, first.total)
    const b = await completed(second.cart.number, second.total, 'en')
    expect(b.currency).toBe('GBP')
    expect(sequenceOf(b)).toBe(sequenceOf(a) + 1)
    expect(b.invoiceNumber?.slice(0, -6)).toBe(a.invoiceNumber?.slice(0, -6))
  })

  it('six completions at once get six distinct invoice numbers, consecutive, with no gap', async () => {
    const carts = await Promise.all(Array.from({ length: 6 }, () => shopper('eu', 'fr')))
    const before = await shopper('se', 'en')
    const last = sequenceOf(await completed(before.cart.number, before.total, 'en'))
    const orders = await Promise.all(carts.map((c) => completed(c.cart.number, c.total)))
    const numbers = orders.map(sequenceOf).sort((x, y) => x - y)
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => last + 1 + i))
  })

  it('the invoice PDF answers the buyer’s link, and 404 for a wrong key', async () => {
    const invoice = (key: string) =>
      invoiceRoute(new NextRequest(`http://localhost:3000/fr/order/invoice?number=${encodeURIComponent(euroOrder.number)}&key=${key}`), { params: Promise.resolve({ locale: 'fr' as Locale }) })
    const pdf = await invoice(euroOrder.accessKey)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await invoice('0'.repeat(euroOrder.accessKey.length))).status).toBe(404)
  })
})

describe('the confirmation mail of a euro order', () => {
  it('shows euros, the VAT included in them and the link to the invoice PDF, in French', async () => {
    const { cart, total } = await shopper('eu', 'fr')
    const order = await completed(cart.number, total)
    await sendOrderConfirmation(payload, order.number)
    const mail = outboxMailsTo(env.DATA_DIR, 'eu@example.com').find((m) => m.includes(order.number)) ?? ''
    expect(mail).toMatch(/Montant total: 30,00\s€/)
    expect(mail).toMatch(/Dont TVA 20\s%: 5,00\s€/)
    expect(mail).toContain(`Télécharger la facture (PDF): http://localhost:3000/fr/order/invoice?number=${order.number}&key=${order.accessKey}`)
    expect(mail).not.toContain('£')
  })
})

describe('the payment providers are asked for the cart’s currency, in its minor units', () => {
  /** Pays the visitor's cart by card through the Stripe fake, with their cookies (their market among them). */
  async function payByCard(v: Awaited<ReturnType<typeof visitor>>) {
    const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>
    const response = await payRoute(
      siteRequest('/actions/milepost/payments/pay', {
        method: 'POST',
        headers: { 'x-csrf-token': v.csrf, cookie: v.cookie },
        body: { gatewayId: 1, paymentMethodId: STRIPE_TEST_METHODS.visa, orderNumber: v.cartNumber, ...urls },
      }),
    )
    expect(response.status).toBe(200)
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)
    return { currency: created?.form.get('currency'), amount: created?.form.get('amount') }
  }

  it('Stripe charges a Swedish cart in kronor, in öre', async () => {
    const { v } = await shopper('se', 'sv')
    expect(await payByCard(v)).toEqual({ currency: 'sek', amount: '34900' })
  })

  it('Stripe charges a Japanese cart in yen, which have no minor units', async () => {
    const { v, cart } = await shopper('jp', 'en')
    expect(cart).toMatchObject({ currency: 'JPY', totalPrice: 4000 })
    expect(await payByCard(v)).toEqual({ currency: 'jpy', amount: '4000' })
  })

  it('PayPal is asked for a Swedish cart’s total in kronor, with their decimals', async () => {
    const { v, total } = await shopper('se', 'sv')
    const charged = await createPayPalGateway(paypal.client()).charge({
      amount: total,
      returnUrl: 'https://milepost.example/ok',
      cancelUrl: 'https://milepost.example/back',
      idempotencyKey: `markets-${v.cartNumber}`,
      description: 'Milepost order',
      email: 'se@example.com',
    })
    expect(charged.status).toBe('requires-approval')
    const reference = charged.status === 'requires-approval' ? charged.reference : ''
    expect(paypal.order(reference)?.amount).toEqual({ currency_code: 'SEK', value: '349.00' })
  })
})
