import type { Market } from '../markets'
import { type Money, money } from '../money'
import type { TaxRate } from '../tax/types'
import { emptyCart } from './service'
import type { CartRecord, Coupon, Purchasable } from './types'
import { seedTaxRatesIn } from '../../seed/tax-rates'

/** Pounds in minor units: `gbp(2500)` is £25.00. */
export const gbp = (amount: number): Money<'GBP'> => money(amount, 'GBP')

/** The UK market: pounds, prices that include VAT, taxed in Great Britain until an address is known. */
export const uk: Market = {
  code: 'uk',
  name: 'United Kingdom',
  currency: 'GBP',
  locales: ['en'],
  countries: ['GB'],
  pricesIncludeTax: true,
  priceRounding: { step: 100, ending: 1 },
}

/** The euro area: euros, prices that include VAT, taxed in France until an address is known. */
export const euroArea: Market = { code: 'eu', name: 'Euro area', currency: 'EUR', locales: ['fr', 'de'], countries: ['FR', 'DE'], pricesIncludeTax: true, priceRounding: { step: 100, ending: 1 } }

/** Sweden: kronor, prices that include moms. */
export const sweden: Market = { code: 'se', name: 'Sweden', currency: 'SEK', locales: ['sv'], countries: ['SE'], pricesIncludeTax: true, priceRounding: { step: 1000, ending: 100 } }

/** Canada: dollars, prices before tax, which is added at checkout. */
export const canada: Market = { code: 'ca', name: 'Canada', currency: 'CAD', locales: ['fr-ca'], countries: ['CA'], pricesIncludeTax: false, priceRounding: { step: 100, ending: 1 } }

/** The seeded rates of the nine markets, named in English. */
export const taxRates: TaxRate[] = seedTaxRatesIn('en')

/** Purchasables and carts for the cart's unit tests: £10.00 kit unless `over` says otherwise. */
export function purchasable(id: number, over: Partial<Purchasable> = {}): Purchasable {
  return {
    id,
    kind: 'merch',
    sku: `SKU-${id}`,
    price: gbp(1000),
    taxClass: 'standard',
    stock: 10,
    hasUnlimitedStock: false,
    isAvailable: true,
    snapshot: { title: `Item ${id}`, variantTitle: `Item ${id}`, path: null, image: null, attributes: {} },
    ...over,
  }
}

export const catalogue = (...items: Purchasable[]) => new Map(items.map((p) => [p.id, p]))

/** A saved, empty cart of the UK market. */
export function cart(over: Partial<CartRecord> = {}): CartRecord {
  return { ...emptyCart('a'.repeat(32), uk), id: 1, version: 1, ...over }
}

/** RUN10: 10% off everything, no limits; `over` makes the variant a test needs. */
export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'RUN10',
  kind: 'percentage',
  percent: 10,
  amounts: [],
  minimumSpends: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perEmailLimit: null,
  timesUsed: 0,
  scope: 'all',
  enabled: true,
  membersOnly: false,
  ...over,
})
