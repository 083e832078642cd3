import { describe, expect, it } from 'vitest'
import { gbp } from '../cart/fixtures.test-support'
import { money } from '../money'
import { confirmationEmail } from './confirmation-email'
import type { Order, OrderLine } from './complete-order'

const words: Record<string, string> = {
  'orderEmail.line': '{qty} × {title}',
  'basket.colour': 'Colour: {value}',
  'basket.size': 'Size: {value}',
  'basket.planLine': 'Training plan · {weeks} weeks',
  'orderEmail.deliverTo': 'Delivery address',
  'orderEmail.plans': 'Your training plans',
  'orderEmail.openPlan': '{title}: {url}',
  'basket.subtotal': 'Subtotal',
  'basket.discount': 'Discount',
  'basket.shipping': 'Shipping',
  'basket.total': 'Total',
  'orderEmail.taxIncluded': 'Includes {name} {percent}',
  'invoice.taxAdded': '{name} {percent}',
  'invoice.download': 'Download invoice (PDF)',
  'orderEmail.viewOrder': 'See your order online: {url}',
}
const t = (key: string, values: Record<string, string | number> = {}) => (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

const line = (over: Partial<OrderLine>): OrderLine => ({
  id: 1,
  purchasableId: 1,
  qty: 1,
  options: {},
  sku: null,
  description: '',
  kind: 'merch',
  unitPrice: gbp(0),
  subtotal: gbp(0),
  discount: gbp(0),
  total: gbp(0),
  tax: gbp(0),
  snapshot: null,
  ...over,
})

const hoodie = line({
  sku: 'HOODIE-BLK-M',
  description: 'Trail hoodie',
  unitPrice: gbp(4500),
  subtotal: gbp(4500),
  discount: gbp(450),
  total: gbp(4050),
  tax: gbp(675),
  snapshot: { title: 'Trail hoodie', variantTitle: 'Black / M', path: '/shop/products/trail-hoodie', image: null, attributes: { colour: 'Black', size: 'M' } },
})

const order: Order = {
  id: 1,
  number: 'MP-ABCD-EFGH',
  accessKey: 'k',
  cartNumber: 'c',
  status: 'paid',
  refundedTotal: gbp(0),
  refundedLines: [],
  email: 'sam@example.com',
  locale: 'en',
  customerId: null,
  gateway: 'card',
  paymentReference: 'pi_1',
  lineItems: [hoodie],
  currency: 'GBP',
  market: 'uk',
  itemSubtotal: gbp(4500),
  totalDiscount: gbp(450),
  totalShippingCost: gbp(1000),
  totalTax: gbp(842),
  totalPrice: gbp(5050),
  pricesIncludeTax: true,
  taxCountry: 'GB',
  taxLines: [{ name: 'VAT', percent: 20, country: 'GB', region: null, amount: gbp(842), included: true }],
  couponCode: 'WELCOME10',
  billingAddress: null,
  shippingAddress: { firstName: 'Sam', lastName: 'Runner', countryCode: 'US', addressLine1: '500 Main Street', city: 'Boston', county: 'MA', postcode: '02108' },
  notes: null,
  placedAt: '2026-11-23T10:00:00.000Z',
  invoiceNumber: 'MP-000001',
  invoicedAt: '2026-11-23T10:00:00.000Z',
}

const links = { order: 'https://shop/order', invoice: 'https://shop/en/order/invoice?number=MP-ABCD-EFGH&key=k' }

describe('the order confirmation mail', () => {
  it('names the variant, and its lines before the discount add up to the subtotal', () => {
    const { text, html } = confirmationEmail(order, 'en', links, t)
    expect(text).toContain('1 × Trail hoodie (Colour: Black, Size: M): £45.00')
    expect(text).toContain('Subtotal: £45.00\nDiscount: −£4.50\nShipping: £10.00\nTotal: £50.50')
    expect(html).toContain('1 × Trail hoodie (Colour: Black, Size: M)')
  })

  it('writes a US address in US order, with its state', () => {
    const { text } = confirmationEmail(order, 'en', links, t)
    expect(text).toContain('Delivery address:\nSam Runner\n500 Main Street\nBoston, MA 02108\nUnited States of America')
  })

  it('names a plan by its title and links it', () => {
    const plan = line({
      kind: 'plan',
      sku: 'plan-2',
      description: 'Faster 10K',
      snapshot: { title: 'Faster 10K', variantTitle: 'Faster 10K', path: '/training-plans/faster-10k', image: null, attributes: { planWeeks: 8 }, trainingPlanId: 2 },
    })
    const { text } = confirmationEmail({ ...order, lineItems: [plan], shippingAddress: null, totalShippingCost: gbp(0) }, 'en', links, t, () => 'https://shop/plan')
    expect(text).toContain('1 × Faster 10K (Training plan · 8 weeks)')
    expect(text).toContain('Faster 10K: https://shop/plan')
    expect(text).not.toContain('plan-2')
    expect(text).not.toContain('Delivery address')
    expect(text).not.toContain('Shipping')
  })

  it("shows the VAT included in the prices below the total, in the order's currency", () => {
    const { text, html } = confirmationEmail(order, 'en', links, t)
    expect(text).toContain('Total: £50.50\nIncludes VAT 20%: £8.42')
    expect(html).toContain('Includes VAT 20%')
  })

  it('adds tax charged on top above the total, in Canadian dollars', () => {
    const cad = (amount: number) => money(amount, 'CAD')
    const canadian: Order = {
      ...order,
      locale: 'en',
      currency: 'CAD',
      market: 'ca',
      lineItems: [{ ...hoodie, unitPrice: cad(4500), subtotal: cad(4500), discount: cad(0), total: cad(4500), tax: cad(225) }],
      itemSubtotal: cad(4500),
      totalDiscount: cad(0),
      totalShippingCost: cad(0),
      totalTax: cad(225),
      totalPrice: cad(4725),
      pricesIncludeTax: false,
      taxCountry: 'CA-AB',
      taxLines: [{ name: 'GST', percent: 5, country: 'CA', region: null, amount: cad(225), included: false }],
    }
    const { text } = confirmationEmail(canadian, 'en', links, t)
    expect(text).toContain('Subtotal: $45.00 CAD\nShipping: $0.00 CAD\nGST 5%: $2.25 CAD\nTotal: $47.25 CAD')
    expect(text).not.toContain('Includes')
    expect(text).not.toContain('£')
  })

  it('links the invoice PDF, and leaves the link out for an order older than invoices', () => {
    const { text, html } = confirmationEmail(order, 'en', links, t)
    expect(text).toContain(`Download invoice (PDF): ${links.invoice}`)
    expect(html).toContain(`<a href="https://shop/en/order/invoice?number=MP-ABCD-EFGH&#38;key=k">Download invoice (PDF)</a>`)
    const older = confirmationEmail({ ...order, invoiceNumber: null, invoicedAt: null }, 'en', { ...links, invoice: null }, t)
    expect(older.text).not.toContain('invoice')
  })
})
