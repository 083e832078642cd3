import { describe, expect, it } from 'vitest'
import type { StoredOrderLine } from '../stored-shapes'
import { csvCell, type ExportedOrder, orderCsvHeader, orderCsvRow } from './csv'

/** An order line as the orders collection keeps it (amounts in minor units of the order's currency). */
const line = (id: number, fields: Partial<StoredOrderLine>): StoredOrderLine => ({
  id,
  purchasableId: id,
  qty: 1,
  options: {},
  sku: null,
  description: '',
  kind: 'merch',
  unitPrice: 1000,
  subtotal: 1000,
  discount: 0,
  total: 1000,
  tax: 0,
  snapshot: null,
  ...fields,
})

const order: ExportedOrder = {
  number: 'MP-ABCD-EFGH',
  createdAt: '2026-11-23T10:00:00.000Z',
  status: 'paid',
  email: 'camille@example.com',
  locale: 'fr',
  gateway: 'card',
  paymentReference: 'pi_123',
  couponCode: 'WELCOME10',
  itemSubtotal: 3000,
  totalDiscount: 300,
  totalShippingCost: 450,
  totalTax: 525,
  totalPrice: 3150,
  currency: 'EUR',
  invoiceNumber: '2026-000042',
  taxLines: [{ name: 'TVA', percent: 20, country: 'FR', region: null, amount: 525, included: true }],
  lineItems: [line(1, { sku: 'WATER-BOTTLE', description: 'Bottle', qty: 2 }), line(2, { description: 'Cap, "red"' })],
  billingAddress: { firstName: 'Camille', lastName: 'Coureur' },
  shippingAddress: { firstName: 'Camille', lastName: 'Coureur', addressLine1: '12 rue de Marseille', addressLine2: 'Bât. B', city: 'Lyon', county: 'Rhône', countryCode: 'FR', postcode: '69007' },
}

describe('orders CSV export', () => {
  it('one header and one row per order, amounts in its currency', () => {
    expect(orderCsvHeader().split(',')).toHaveLength(27)
    expect(orderCsvRow(order)).toBe(
      'MP-ABCD-EFGH,2026-11-23T10:00:00.000Z,paid,camille@example.com,fr,5,card,pi_123,2026-000042,WELCOME10,"2 × WATER-BOTTLE Bottle; 1 × Cap, ""red""",EUR,30.00,3.00,4.50,5.25,TVA 20% 5.25,31.50,Camille Coureur,FR,69007,Camille Coureur,,12 rue de Marseille,Bât. B,Lyon,Rhône',
    )
  })

  it('writes each amount with its currency’s decimals, and the tax rate by rate', () => {
    const header = orderCsvHeader().split(',')
    const cellsOf = (row: string) => Object.fromEntries(header.map((column, i) => [column, row.split(',')[i + 1]]))
    const yen = cellsOf(orderCsvRow({ ...order, currency: 'JPY', itemSubtotal: 3000, totalDiscount: 0, totalShippingCost: 0, totalTax: 273, totalPrice: 3000, taxLines: [] }))
    expect(yen).toMatchObject({ currency: 'JPY', item_subtotal: '3000', tax: '273', tax_detail: '', total: '3000' })
    const quebec = orderCsvRow({
      ...order,
      currency: 'CAD',
      totalTax: 1498,
      taxLines: [
        { name: 'GST', percent: 5, country: 'CA', region: 'QC', amount: 500, included: false },
        { name: 'QST', percent: 9.975, country: 'CA', region: 'QC', amount: 998, included: false },
      ],
    })
    expect(quebec).toContain(',CAD,30.00,3.00,4.50,14.98,GST 5% 5.00 added; QST 9.975% 9.98 added,31.50,')
  })

  it('reads an order kept before currencies, invoices and tax lines as pounds, with those cells empty', () => {
    const { currency: _currency, invoiceNumber: _invoice, taxLines: _taxLines, ...former } = order
    expect(orderCsvRow(former)).toContain(',pi_123,,WELCOME10,')
    expect(orderCsvRow(former)).toContain(',GBP,30.00,3.00,4.50,5.25,,31.50,')
  })

  it('names each item by what was bought: a plan by its title, kit with its SKU, colour and size', () => {
    const shown = { path: null, image: null }
    const lineItems = [
      line(1, { sku: 'plan-2', kind: 'plan', description: 'Faster 10K', snapshot: { ...shown, title: 'Faster 10K', variantTitle: 'Faster 10K', attributes: { planWeeks: 8 } } }),
      line(2, { sku: 'HOODIE-BLK-M', description: 'Trail hoodie', qty: 2, snapshot: { ...shown, title: 'Trail hoodie', variantTitle: 'Black / M', attributes: { colour: 'Black', size: 'M' } } }),
    ]
    expect(orderCsvRow({ ...order, lineItems })).toContain('"1 × Faster 10K; 2 × HOODIE-BLK-M Trail hoodie (Black, M)"')
  })

  it('carries the whole shipping address: name, lines, city, region, postcode and country', () => {
    const header = orderCsvHeader().split(',')
    const row = orderCsvRow(order).split(',')
    const cells = Object.fromEntries(header.map((column, i) => [column, row[i + 1]]))
    expect(cells).toMatchObject({
      shipping_name: 'Camille Coureur',
      shipping_line1: '12 rue de Marseille',
      shipping_line2: 'Bât. B',
      shipping_city: 'Lyon',
      shipping_region: 'Rhône',
      shipping_postcode: '69007',
      shipping_country: 'FR',
    })
    // An order without a shipping address leaves its columns empty.
    expect(orderCsvRow({ ...order, shippingAddress: null }).endsWith(',Camille Coureur,,,,,,,,')).toBe(true)
  })

  it('names the content system’s site id of the order’s locale (spec §3), and none for a value that is no locale of ours (Y1)', () => {
    expect(orderCsvHeader().split(',').slice(4, 6)).toEqual(['locale', 'site_id'])
    expect(orderCsvRow({ ...order, locale: 'es-mx' }).split(',')[5]).toBe('9')
    expect(orderCsvRow({ ...order, locale: 'xx' }).split(',')[5]).toBe('')
  })

  it('refuses a stored line or address of another shape, naming the order and the column', () => {
    expect(() => orderCsvRow({ ...order, lineItems: [{ sku: 'CAP', description: 'Cap', qty: 1 }] })).toThrow(/^order MP-ABCD-EFGH lineItems holds a malformed value: .*\n.*at \[0\]\.id/)
    expect(() => orderCsvRow({ ...order, lineItems: { 0: order.lineItems } })).toThrow('order MP-ABCD-EFGH lineItems holds a malformed value')
    expect(() => orderCsvRow({ ...order, shippingAddress: { postcode: 69007 } })).toThrow(/order MP-ABCD-EFGH shippingAddress holds a malformed value: .*\n.*at postcode/)
    expect(() => orderCsvRow({ ...order, taxLines: [{ name: 'TVA', percent: 20, amount: 5.25, included: true }] })).toThrow(
      /order MP-ABCD-EFGH taxLines holds a malformed value: .*\n.*at \[0\]\.amount/,
    )
  })

  it('quotes commas, quotes and new lines, and keeps formulas as text', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+44 20')).toBe("'+44 20")
    expect(csvCell(null)).toBe('')
  })
})
