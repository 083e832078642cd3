import type { Locale } from '../../i18n/locales'
import type { Money } from '../money'

export type InvoiceLine = {
  description: string
  qty: number
  unitPrice: Money
  /** After the line's discount. */
  /** Quantity × unit price, before the order's discount. */
  total: Money
}

export type InvoiceTaxLine = { name: string; percent: number; amount: Money; included: boolean }

/** Everything an invoice says, in the order's currency; the renderer formats it in `locale`. */
export type InvoiceView = {
  invoiceNumber: string
  /** ISO moment. */
  issuedAt: string
  orderNumber: string
  locale: Locale
  seller: { name: string; addressLines: string[]; vatNumber: string | null; companyNumber: string | null; email: string | null }
  buyer: { name: string; addressLines: string[]; email: string }
  lines: InvoiceLine[]
  itemSubtotal: Money
  totalDiscount: Money
  totalShippingCost: Money
  taxLines: InvoiceTaxLine[]
  totalTax: Money
  totalPrice: Money
  pricesIncludeTax: boolean
}
