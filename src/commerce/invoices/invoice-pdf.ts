import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { formatShopDay, formatTaxPercent, intlTag } from '../../i18n/format'
import { languageTags, type Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { documentFonts } from '../../lib/pdf/fonts'
import { encodable } from '../../lib/pdf/text'
import { textWidths } from '../../lib/pdf/widths'
import { formatMoney, isZero, type Money, subtract, zero } from '../money'
import type { InvoiceTaxLine, InvoiceView } from './invoice-view'

const A4 = [595.28, 841.89] as const
const MARGIN = 50
const RIGHT = A4[0] - MARGIN
/** The lowest baseline of the body: below it sits the footer with the page number. */
const BOTTOM = MARGIN + 24
const INK = rgb(0.09, 0.09, 0.11)
const MUTED = rgb(0.35, 0.35, 0.4)
const ACCENT = rgb(0.78, 0.06, 0.18)
const RULE = rgb(0.8, 0.8, 0.83)

/** The table's columns: the description from the margin, the numbers right-aligned on these edges. */
const TABLE = { descriptionWidth: 240, qtyRight: 350, unitPriceRight: 450, totalRight: RIGHT, moneyWidth: 90 } as const
/** The totals: labels from here, amounts on the right edge. */
const TOTALS_LEFT = 300

type Style = { font: PDFFont; size: number; color: Color }

const taxLabel = (line: InvoiceTaxLine, locale: Locale, t: Translate<'invoice'>) => t(line.included ? 'taxIncluded' : 'taxAdded', { name: line.name, percent: formatTaxPercent(line.percent, locale) })

/**
 * The invoice as an A4 PDF in the buyer's language: the seller and the invoice's number and date,
 * the buyer, a table of the lines (continued on further pages, its header repeated), then the
 * totals with each tax line, and "page n of m" on every page.
 */
export async function renderInvoicePdf(view: InvoiceView, t: Translate<'invoice'>): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${t('title')} ${view.invoiceNumber}`)
  doc.setLanguage(languageTags[view.locale])
  doc.setProducer('Milepost')
  doc.setCreator('Milepost')
  const { regular, bold } = await documentFonts(doc)
  const body: Style = { font: regular, size: 9.5, color: INK }
  const muted: Style = { font: regular, size: 9, color: MUTED }
  const strong: Style = { font: bold, size: 9.5, color: INK }
  const heading: Style = { font: bold, size: 9, color: MUTED }
  const amount = (m: Money) => formatMoney(m, view.locale)
  const { width: widthOf, wrap } = textWidths()

  let page: PDFPage = doc.addPage([...A4])
  let y = A4[1] - MARGIN
  const newPage = () => {
    page = doc.addPage([...A4])
    y = A4[1] - MARGIN
  }
  const lineHeight = (style: Style) => style.size * 1.35

  /** One line at baseline `at`, left from `x` or right-aligned on it, shrunk to `width` if it must be. */
  const draw = (text: string, x: number, at: number, style: Style, { align = 'left', width }: { align?: 'left' | 'right'; width?: number } = {}) => {
    const clean = encodable(style.font, text)
    let size = style.size
    while (width && size > 6 && widthOf(style.font, clean, size) > width) size -= 0.5
    const textWidth = widthOf(style.font, clean, size)
    page.drawText(clean, { x: align === 'right' ? x - textWidth : x, y: at, size, font: style.font, color: style.color })
  }
  /** Wrapped text in a column from `x`, downwards from `top` (a word wider than the column shrunk into it); answers where it ends. */
  const block = (lines: { text: string; style: Style }[], x: number, top: number, width: number) => {
    let at = top
    for (const { text, style } of lines) {
      for (const line of wrap(style.font, encodable(style.font, text), style.size, width)) {
        at -= lineHeight(style)
        draw(line, x, at, style, { width })
      }
    }
    return at
  }

  // The seller on the left, the title with the number, date and order on the right.
  const { seller, buyer } = view
  const sellerBottom = block(
    [
      { text: t('seller'), style: heading },
      { text: seller.name, style: { ...strong, size: 12 } },
      ...seller.addressLines.map((text) => ({ text, style: body })),
      ...(seller.vatNumber ? [{ text: t('labelled', { label: t('vatNumber'), value: seller.vatNumber }), style: body }] : []),
      ...(seller.companyNumber ? [{ text: t('labelled', { label: t('companyNumber'), value: seller.companyNumber }), style: body }] : []),
      ...(seller.email ? [{ text: seller.email, style: body }] : []),
    ],
    MARGIN,
    y,
    TOTALS_LEFT - MARGIN - 20,
  )
  const title: Style = { font: bold, size: 24, color: ACCENT }
  let metaY = y - title.size
  draw(t('title'), RIGHT, metaY, title, { align: 'right', width: RIGHT - TOTALS_LEFT })
  metaY -= 10
  for (const [label, value] of [
    [t('number'), view.invoiceNumber],
    [t('date'), formatShopDay(view.issuedAt, view.locale)],
    [t('order'), view.orderNumber],
  ] as const) {
    metaY -= lineHeight(body) + 2
    draw(label, TOTALS_LEFT, metaY, muted, { width: 100 })
    draw(value, RIGHT, metaY, strong, { align: 'right', width: RIGHT - TOTALS_LEFT - 106 })
  }
  y = Math.min(sellerBottom, metaY) - 28

  y = block(
    [{ text: t('buyer'), style: heading }, { text: buyer.name, style: { ...strong, size: 11 } }, ...buyer.addressLines.map((text) => ({ text, style: body })), { text: buyer.email, style: body }],
    MARGIN,
    y,
    TOTALS_LEFT - MARGIN - 20,
  )
  y -= 28

  const tableHeader = () => {
    y -= lineHeight(heading)
    draw(t('columns.description'), MARGIN, y, heading, { width: TABLE.descriptionWidth })
    draw(t('columns.qty'), TABLE.qtyRight, y, heading, { align: 'right', width: 50 })
    draw(t('columns.unitPrice'), TABLE.unitPriceRight, y, heading, { align: 'right', width: TABLE.moneyWidth })
    draw(t('columns.total'), TABLE.totalRight, y, heading, { align: 'right', width: TABLE.moneyWidth })
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.75, color: MUTED })
  }
  tableHeader()
  const quantity = new Intl.NumberFormat(intlTag(view.locale))
  for (const line of view.lines) {
    const description = wrap(regular, encodable(regular, line.description), body.size, TABLE.descriptionWidth)
    const height = description.length * lineHeight(body) + 8
    if (y - height < BOTTOM) {
      newPage()
      tableHeader()
    }
    const first = y - 4 - lineHeight(body)
    for (const [i, text] of description.entries()) draw(text, MARGIN, first - i * lineHeight(body), body, { width: TABLE.descriptionWidth })
    draw(quantity.format(line.qty), TABLE.qtyRight, first, body, { align: 'right', width: 50 })
    draw(amount(line.unitPrice), TABLE.unitPriceRight, first, body, { align: 'right', width: TABLE.moneyWidth })
    draw(amount(line.total), TABLE.totalRight, first, body, { align: 'right', width: TABLE.moneyWidth })
    y -= height
    page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.5, color: RULE })
  }

  const { currency } = view.totalPrice
  const rows: { label: string; value: string; style: Style }[] = [
    { label: t('subtotal'), value: amount(view.itemSubtotal), style: body },
    ...(isZero(view.totalDiscount) ? [] : [{ label: t('discount'), value: amount(subtract(zero(currency), view.totalDiscount)), style: body }]),
    ...(isZero(view.totalShippingCost) ? [] : [{ label: t('shipping'), value: amount(view.totalShippingCost), style: body }]),
    ...view.taxLines.map((line) => ({ label: taxLabel(line, view.locale, t), value: amount(line.amount), style: body })),
    ...(view.taxLines.length > 1 || (view.taxLines.length === 0 && !isZero(view.totalTax)) ? [{ label: t('totalTax'), value: amount(view.totalTax), style: body }] : []),
  ]
  const total: Style = { font: bold, size: 12, color: INK }
  const totalsHeight = 18 + rows.length * (lineHeight(body) + 3) + lineHeight(total) + 14 + (view.pricesIncludeTax ? lineHeight(muted) + 6 : 0)
  if (y - totalsHeight < BOTTOM) newPage()
  y -= 12
  for (const row of rows) {
    y -= lineHeight(row.style) + 3
    draw(row.label, TOTALS_LEFT, y, row.style, { width: RIGHT - TOTALS_LEFT - TABLE.moneyWidth - 10 })
    draw(row.value, RIGHT, y, row.style, { align: 'right', width: TABLE.moneyWidth })
  }
  y -= 8
  page.drawLine({ start: { x: TOTALS_LEFT, y }, end: { x: RIGHT, y }, thickness: 0.75, color: MUTED })
  y -= lineHeight(total) + 2
  draw(t('total'), TOTALS_LEFT, y, total, { width: RIGHT - TOTALS_LEFT - TABLE.moneyWidth - 10 })
  draw(amount(view.totalPrice), RIGHT, y, total, { align: 'right', width: TABLE.moneyWidth + 20 })
  if (view.pricesIncludeTax) {
    y -= lineHeight(muted) + 6
    draw(t('pricesIncludeTax'), TOTALS_LEFT, y, muted, { width: RIGHT - TOTALS_LEFT })
  }

  const pages = doc.getPages()
  const footer: Style = { font: regular, size: 8, color: MUTED }
  pages.forEach((p, i) => {
    page = p
    draw(`${seller.name} · ${t('title')} ${view.invoiceNumber}`, MARGIN, MARGIN, footer, { width: RIGHT - MARGIN - 120 })
    draw(t('page', { page: i + 1, pages: pages.length }), RIGHT, MARGIN, footer, { align: 'right', width: 110 })
  })
  return doc.save()
}
