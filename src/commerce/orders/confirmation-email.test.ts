import { describe, expect, it } from 'vitest'
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
  unitPrice: 0,
  subtotal: 0,
  discount: 0,
  total: 0,
  snapshot: null,
  ...over,
})

const hoodie = line({
  sku: 'HOODIE-BLK-M',
  description: 'Trail hoodie',
  unitPrice: 4500,
  subtotal: 4500,
  discount: 450,
  total: 4050,
  snapshot: { title: 'Trail hoodie', variantTitle: 'Black / M', path: '/shop/products/trail-hoodie', image: null, attributes: { colour: 'Black', size: 'M' } },
})

const order: Order = {
  id: 1,
  number: 'MP-ABCD-EFGH',
  accessKey: 'k',
  cartNumber: 'c',
  status: 'paid',
  email: 'sam@example.com',
  locale: 'en',
  customerId: null,
  gateway: 'card',
  paymentReference: 'pi_1',
  lineItems: [hoodie],
  itemSubtotal: 4500,
  totalDiscount: 450,
  totalShippingCost: 1000,
  totalTax: 0,
  totalPrice: 5050,
  couponCode: 'WELCOME10',
  billingAddress: null,
  shippingAddress: { firstName: 'Sam', lastName: 'Runner', countryCode: 'US', addressLine1: '500 Main Street', city: 'Boston', county: 'MA', postcode: '02108' },
  notes: null,
  placedAt: '2026-11-23T10:00:00.000Z',
}

describe('the order confirmation mail', () => {
  it('names the variant, and its lines before the discount add up to the subtotal', () => {
    const { text, html } = confirmationEmail(order, 'en', 'https://shop/order', t)
    expect(text).toContain('1 × Trail hoodie (Colour: Black, Size: M): £45.00')
    expect(text).toContain('Subtotal: £45.00\nDiscount: −£4.50\nShipping: £10.00\nTotal: £50.50')
    expect(html).toContain('1 × Trail hoodie (Colour: Black, Size: M)')
  })

  it('writes a US address in US order, with its state', () => {
    const { text } = confirmationEmail(order, 'en', 'https://shop/order', t)
    expect(text).toContain('Delivery address:\nSam Runner\n500 Main Street\nBoston, MA 02108\nUnited States of America')
  })

  it('names a plan by its title and links it', () => {
    const plan = line({
      kind: 'plan',
      sku: 'plan-2',
      description: 'Faster 10K',
      snapshot: { title: 'Faster 10K', variantTitle: 'Faster 10K', path: '/training-plans/faster-10k', image: null, attributes: { planWeeks: 8 }, trainingPlanId: 2 },
    })
    const { text } = confirmationEmail({ ...order, lineItems: [plan], shippingAddress: null, totalShippingCost: 0 }, 'en', 'https://shop/order', t, () => 'https://shop/plan')
    expect(text).toContain('1 × Faster 10K (Training plan · 8 weeks)')
    expect(text).toContain('Faster 10K: https://shop/plan')
    expect(text).not.toContain('plan-2')
    expect(text).not.toContain('Delivery address')
    expect(text).not.toContain('Shipping')
  })
})
