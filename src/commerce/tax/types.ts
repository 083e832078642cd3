import type { Money } from '../money'

export const taxClasses = ['standard', 'reduced', 'digital', 'zero'] as const
export type TaxClass = (typeof taxClasses)[number]

/** One component of tax: Canada's Québec has two rows (GST 5 + QST 9.975), Germany one. */
export type TaxRate = {
  /** ISO 3166-1 alpha-2. */
  country: string
  /** A province code ("QC"); null for the whole country. */
  region: string | null
  taxClass: TaxClass
  /** Shown to buyers: "VAT", "MwSt.", "moms", "IVA", "GST", "TVQ". */
  name: string
  /** Up to three decimals (9.975). */
  percent: number
}

export type TaxDestination = { country: string; region: string | null }

/** A line's amount after its discount. */
/** A line's amount after discount; `destination` where it differs from the cart's (a digital service is taxed where the buyer is). */
export type TaxableLine<C extends string = string> = { amount: Money<C>; taxClass: TaxClass; destination?: TaxDestination }

export type TaxLine<C extends string = string> = { name: string; percent: number; country: string; region: string | null; amount: Money<C>; included: boolean }

export type TaxResult<C extends string = string> = { lineTaxes: Money<C>[]; shippingTax: Money<C>; taxLines: TaxLine<C>[]; totalTax: Money<C>; included: boolean }
