import { describe, expect, it } from 'vitest'
import { money } from '../money'
import { invoiceViewOf, NotInvoicedError, type StoredInvoiceOrder, storedInvoiceOrder } from './invoice-of-order'
import type { InvoiceView } from './invoice-view'

const seller: InvoiceView['seller'] = { name: 'Milepost Ltd', addressLines: ['1 Runner’s Row', 'London EC1A 1AA'], vatNumber: 'GB123456789', companyNumber: null, email: null }

const line = (description: string, qty: number, unitPrice: number, discount: number) => ({
  id: 1,
  purchasableId: 7,
  qty,
  options: {},
  sku: 'TEE-BLK-M',
  description,
  kind: 'merch',
  unitPrice,
  subtotal: unitPrice * qty,
  discount,
  total: unitPrice * qty - discount,
  snapshot: null,
})

/** An order as Payload answers it (JSON parts already parsed), with a field the invoice does not read. */
const stored = (overrides: Record<string, unknown> = {}): StoredInvoiceOrder =>
  storedInvoiceOrder.parse({
    id: 12,
    number: 'MP-1042',
    accessKey: 'secret',
    email: 'asa@example.se',
    locale: 'sv',
    currency: 'SEK',
    lineItems: [line('Milepost-t-shirt, svart, M', 2, 14900, 2980)],
    itemSubtotal: 29800,
    totalDiscount: 2980,
    totalShippingCost: 4900,
    totalTax: 6344,
    totalPrice: 31720,
    taxLines: [{ name: 'Moms', percent: 25, amount: 6344, included: true }],
    pricesIncludeTax: true,
    invoiceNumber: 'INV-2026-000042',
    invoicedAt: '2026-11-27T10:15:00.000Z',
    billingAddress: { firstName: 'Åsa', lastName: 'Öberg', company: 'Löparklubben AB', addressLine1: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', countryCode: 'SE' },
    ...overrides,
  })

describe('the invoice of an order', () => {
  it('carries the order’s lines, totals and tax lines as money of its currency', () => {
    const view = invoiceViewOf(stored(), seller, 'sv')
    const sek = (amount: number) => money(amount, 'SEK')
    expect(view).toMatchObject({
      invoiceNumber: 'INV-2026-000042',
      issuedAt: '2026-11-27T10:15:00.000Z',
      orderNumber: 'MP-1042',
      locale: 'sv',
      seller,
      lines: [{ description: 'Milepost-t-shirt, svart, M', qty: 2, unitPrice: sek(14900), total: sek(29800) }],
      itemSubtotal: sek(29800),
      totalDiscount: sek(2980),
      totalShippingCost: sek(4900),
      taxLines: [{ name: 'Moms', percent: 25, amount: sek(6344), included: true }],
      totalTax: sek(6344),
      totalPrice: sek(31720),
      pricesIncludeTax: true,
    })
  })

  it('bills the buyer by name, then the address as their country writes it, in the invoice’s language', () => {
    expect(invoiceViewOf(stored(), seller, 'sv').buyer).toEqual({
      name: 'Åsa Öberg',
      addressLines: ['Löparklubben AB', 'Storgatan 1', '111 22 Stockholm', 'Sverige'],
      email: 'asa@example.se',
    })
    expect(invoiceViewOf(stored({ billingAddress: null }), seller, 'en').buyer).toEqual({ name: 'asa@example.se', addressLines: [], email: 'asa@example.se' })
  })

  it('reads JSON stored as text (SQLite read raw) as well as parsed', () => {
    const view = invoiceViewOf(stored({ taxLines: JSON.stringify([{ name: 'Moms', percent: 25, amount: 6344, included: true }]) }), seller, 'sv')
    expect(view.taxLines).toHaveLength(1)
  })

  it('names the malformed part of a damaged order', () => {
    expect(() => invoiceViewOf(stored({ taxLines: [{ name: 'Moms', percent: '25' }] }), seller, 'sv')).toThrow(/order MP-1042 taxLines holds a malformed value/)
    expect(() => invoiceViewOf(stored({ lineItems: [{ description: 'Tee' }] }), seller, 'sv')).toThrow(/order MP-1042 lineItems holds a malformed value/)
    expect(() => invoiceViewOf(stored({ billingAddress: '{"city":' }), seller, 'sv')).toThrow(/order MP-1042 billingAddress holds text that is not JSON/)
  })

  it('refuses an order not yet invoiced, and a currency that is none', () => {
    expect(() => invoiceViewOf(stored({ invoiceNumber: null }), seller, 'sv')).toThrow(NotInvoicedError)
    expect(storedInvoiceOrder.safeParse({ ...stored(), currency: 'KRONOR' }).success).toBe(false)
    expect(storedInvoiceOrder.safeParse({ ...stored(), totalPrice: 317.2 }).success).toBe(false)
  })
})
