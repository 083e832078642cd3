import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { overlappingLines, pdfLines, pdfText } from '../../../tests/support/pdf-text'
import { createMessageTranslator } from '../../i18n/translator'
import { money } from '../money'
import { renderInvoicePdf } from './invoice-pdf'
import type { InvoiceView } from './invoice-view'

const seller: InvoiceView['seller'] = {
  name: 'Milepost Ltd',
  addressLines: ['1 Runner’s Row', 'London EC1A 1AA', 'United Kingdom'],
  vatNumber: 'GB123456789',
  companyNumber: '12345678',
  email: 'shop@milepost.run',
}

const sek = (amount: number) => money(amount, 'SEK')
const cad = (amount: number) => money(amount, 'CAD')

const swedish: InvoiceView = {
  invoiceNumber: 'INV-2026-000042',
  issuedAt: '2026-11-27T10:15:00.000Z',
  orderNumber: 'MP-1042',
  locale: 'sv',
  seller,
  buyer: { name: 'Åsa Öberg', addressLines: ['Storgatan 1', '111 22 Stockholm', 'Sverige'], email: 'asa@example.se' },
  lines: [{ description: 'Milepost-t-shirt, svart, M', qty: 1, unitPrice: sek(14900), total: sek(14900) }],
  itemSubtotal: sek(14900),
  totalDiscount: sek(0),
  totalShippingCost: sek(0),
  taxLines: [{ name: 'Moms', percent: 25, amount: sek(2980), included: true }],
  totalTax: sek(2980),
  totalPrice: sek(14900),
  pricesIncludeTax: true,
}

const quebec: InvoiceView = {
  invoiceNumber: 'INV-2026-000043',
  issuedAt: '2026-11-27T18:00:00.000Z',
  orderNumber: 'MP-1043',
  locale: 'fr-ca',
  seller,
  buyer: { name: 'Geneviève Tremblay', addressLines: ['123 rue Saint-Denis', 'Montréal QC H2X 3K8', 'Canada'], email: 'gen@example.ca' },
  lines: [{ description: 'Plan d’entraînement 10 km', qty: 2, unitPrice: cad(3000), total: cad(5000) }],
  itemSubtotal: cad(6000),
  totalDiscount: cad(1000),
  totalShippingCost: cad(0),
  taxLines: [
    { name: 'TPS', percent: 5, amount: cad(250), included: false },
    { name: 'TVQ', percent: 9.975, amount: cad(499), included: false },
  ],
  totalTax: cad(749),
  totalPrice: cad(5749),
  pricesIncludeTax: false,
}

/** The text of each page, spaces of every width read as one kind. */
const pagesOf = async (bytes: Uint8Array) => (await pdfText(bytes)).map((page) => page.replace(/[^\S\n]/g, ' '))

describe('an invoice PDF', () => {
  it('in Swedish states the number, the date, 149 kr, 25 % moms included and the seller’s VAT number', async () => {
    const bytes = await renderInvoicePdf(swedish, await createMessageTranslator('sv', 'invoice'))
    const [page] = await pagesOf(bytes)
    expect(page).toContain('Faktura')
    expect(page).toContain('INV-2026-000042')
    expect(page).toContain('27 november 2026')
    expect(page).toContain('MP-1042')
    expect(page).toContain('149 kr')
    expect(page).toContain('29,80 kr')
    expect(page).toContain('Moms 25 % (ingår)')
    expect(page).toContain('Momsregistreringsnummer: GB123456789')
    expect(page).toContain('Organisationsnummer: 12345678')
    expect(page).toContain('Åsa Öberg')
    expect(page).toContain('Priserna inkluderar moms')
    expect(page).toContain('Sida 1 av 1')
    expect(page).not.toContain('Rabatt') // no discount, no shipping: no rows for them
    expect(page).not.toContain('Frakt')
    expect(overlappingLines(await pdfLines(bytes))).toEqual([])
  })

  it('is titled "Invoice <number>" in the buyer’s language, its language set', async () => {
    const doc = await PDFDocument.load(await renderInvoicePdf(swedish, await createMessageTranslator('sv', 'invoice')))
    expect(doc.getTitle()).toBe('Faktura INV-2026-000042')
    expect(String(doc.catalog.get(PDFName.of('Lang')))).toContain('sv')
  })

  it('in Canadian French adds GST and QST to the CAD amounts, each rate in the locale’s numbers', async () => {
    const bytes = await renderInvoicePdf(quebec, await createMessageTranslator('fr-ca', 'invoice'))
    const [page] = await pagesOf(bytes)
    expect(page).toContain('INV-2026-000043')
    expect(page).toContain('30,00 $ CAD')
    expect(page).toContain('-10,00 $ CAD') // the discount
    expect(page).toContain('TPS 5 %')
    expect(page).toContain('2,50 $ CAD')
    expect(page).toContain('TVQ 9,975 %')
    expect(page).toContain('4,99 $ CAD')
    expect(page).toContain('Total des taxes')
    expect(page).toContain('Numéro d’inscription aux taxes : GB123456789')
    expect(page).toContain('7,49 $ CAD')
    expect(page).toContain('57,49 $ CAD')
    expect(page).not.toContain('(incluse)')
    expect(page).not.toContain('Les prix incluent les taxes')
    expect(overlappingLines(await pdfLines(bytes))).toEqual([])
  })

  it('runs 60 lines over more pages, the table header and "page n of m" on each, every line once', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Ligne ${i + 1}: un article au nom assez long pour tenir sur deux lignes du tableau de la facture`,
      qty: 1,
      unitPrice: cad(1000),
      total: cad(1000),
    }))
    const pages = await pagesOf(await renderInvoicePdf({ ...quebec, lines }, await createMessageTranslator('fr-ca', 'invoice')))
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} de ${pages.length}`)
      expect(page).toContain('Prix unitaire')
    })
    const all = pages.join('\n')
    for (let n = 1; n <= 60; n++) expect(all.match(new RegExp(`Ligne ${n}:`, 'g'))).toHaveLength(1)
    expect(pages.at(-1)).toContain('57,49 $ CAD')
  })
})
