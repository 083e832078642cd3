import { add, type CurrencyCode, isZero, type Money, money, percentOf, roundedShare, sum, zero } from '../money'
import type { TaxableLine, TaxClass, TaxDestination, TaxLine, TaxRate, TaxResult } from './types'

/**
 * The rows of tax a destination pays on a class: its province's rows when it has any for the class
 * (Québec's GST and QST, Ontario's HST in place of GST), else the country's. A reduced or digital
 * class the country has no row for pays its standard rate, never nothing; zero-rated goods pay
 * nothing. No rows at all is no tax: an export outside the markets.
 */
export function ratesFor(rates: readonly TaxRate[], destination: TaxDestination, taxClass: TaxClass): TaxRate[] {
  const found = rowsFor(rates, destination, taxClass)
  return found.length || taxClass === 'standard' || taxClass === 'zero' ? found : rowsFor(rates, destination, 'standard')
}

function rowsFor(rates: readonly TaxRate[], destination: TaxDestination, taxClass: TaxClass): TaxRate[] {
  const rowsOf = (region: string | null) => rates.filter((rate) => rate.country === destination.country && rate.region === region && rate.taxClass === taxClass)
  const regional = destination.region === null ? [] : rowsOf(destination.region)
  return regional.length > 0 ? regional : rowsOf(null)
}

const thousandths = (percent: number) => Math.round(percent * 1000)

/**
 * Each component's tax on one amount, rounded on its own, half up (away from zero), to a minor unit:
 * on a price before tax, `net × r / 100` (`percentOf`); on a price that includes tax, the gross G's
 * share `G × r / (100 + R)`, R being all the line's components together (`roundedShare`), so Québec's
 * QST is not reckoned on a gross that holds GST.
 */
function componentTaxes<C extends CurrencyCode>(amount: Money<C>, components: readonly TaxRate[], included: boolean): { rate: TaxRate; tax: Money<C> }[] {
  if (!included) return components.map((rate) => ({ rate, tax: percentOf(amount, rate.percent) }))
  const whole = 100_000 + components.reduce((total, rate) => total + thousandths(rate.percent), 0)
  return components.map((rate) => ({ rate, tax: money(roundedShare(amount.amount, thousandths(rate.percent), whole), amount.currency) }))
}

/**
 * The tax on a cart at its destination (issue 27). Rounding is per line per rate component, half up,
 * through `roundedShare` and `percentOf` of src/commerce/money.ts: a line's tax is the sum of its
 * rounded components, the order's tax the sum of its lines', so each line and each tax line an
 * invoice shows adds up exactly, at the cost of a minor unit or so against tax reckoned once on the
 * whole order. Shipping is taxed as `standard` goods at the destination. Tax lines sum the components
 * by name, percent, country and region in the order they first appear; those that come to nothing
 * (a 0 % rate, an amount too small) are left out.
 */
export function taxOf<C extends CurrencyCode>(input: {
  currency: C
  lines: readonly TaxableLine<NoInfer<C>>[]
  shipping: Money<NoInfer<C>>
  destination: TaxDestination
  rates: readonly TaxRate[]
  pricesIncludeTax: boolean
}): TaxResult<C> {
  const { currency, destination, rates, pricesIncludeTax: included } = input
  const byRate = new Map<string, TaxLine<C>>()
  const taxOn = (amount: Money<C>, taxClass: TaxClass, at: TaxDestination = destination): Money<C> => {
    const taxes = componentTaxes(amount, ratesFor(rates, at, taxClass), included)
    for (const { rate, tax } of taxes) {
      const key = JSON.stringify([rate.name, rate.percent, rate.country, rate.region])
      const sofar = byRate.get(key)?.amount ?? zero(currency)
      byRate.set(key, { name: rate.name, percent: rate.percent, country: rate.country, region: rate.region, amount: add(sofar, tax), included })
    }
    return sum(
      taxes.map(({ tax }) => tax),
      currency,
    )
  }
  const lineTaxes = input.lines.map((line) => taxOn(line.amount, line.taxClass, line.destination))
  const shippingTax = taxOn(input.shipping, 'standard')
  const taxLines = [...byRate.values()].filter((line) => !isZero(line.amount))
  return {
    lineTaxes,
    shippingTax,
    taxLines,
    totalTax: sum(
      taxLines.map((line) => line.amount),
      currency,
    ),
    included,
  }
}
