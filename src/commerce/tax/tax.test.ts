import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CurrencyMismatchError, type Money, money } from '../money'
import { ratesFor, taxOf } from './tax'
import { type TaxClass, type TaxDestination, type TaxRate, taxClasses } from './types'

const rate = (country: string, region: string | null, taxClass: TaxClass, name: string, percent: number): TaxRate => ({ country, region, taxClass, name, percent })

const rates: TaxRate[] = [
  rate('GB', null, 'standard', 'VAT', 20),
  rate('GB', null, 'zero', 'VAT', 0),
  rate('DE', null, 'standard', 'MwSt.', 19),
  rate('DE', null, 'digital', 'MwSt.', 19),
  rate('FR', null, 'digital', 'TVA', 20),
  rate('FR', null, 'standard', 'TVA', 20),
  rate('SE', null, 'standard', 'moms', 25),
  rate('CA', null, 'standard', 'GST', 5),
  rate('CA', 'QC', 'standard', 'GST', 5),
  rate('CA', 'QC', 'standard', 'QST', 9.975),
  rate('CA', 'ON', 'standard', 'HST', 13),
]

const at = (country: string, region: string | null = null): TaxDestination => ({ country, region })

function tax<C extends string>(currency: C, amounts: number[], destination: TaxDestination, pricesIncludeTax: boolean, shipping = 0, taxClass: TaxClass = 'standard') {
  return taxOf({
    currency,
    lines: amounts.map((amount) => ({ amount: money(amount, currency), taxClass })),
    shipping: money(shipping, currency),
    destination,
    rates,
    pricesIncludeTax,
  })
}

const amounts = (list: readonly Money[]) => list.map((m) => m.amount)

describe('ratesFor', () => {
  it('takes a province’s own rows, which replace the country’s', () => {
    expect(ratesFor(rates, at('CA', 'QC'), 'standard').map((r) => r.name)).toEqual(['GST', 'QST'])
    expect(ratesFor(rates, at('CA', 'ON'), 'standard').map((r) => r.name)).toEqual(['HST'])
  })

  it('falls back to the country’s rows when the province has none', () => {
    expect(ratesFor(rates, at('CA', 'AB'), 'standard')).toEqual([rate('CA', null, 'standard', 'GST', 5)])
    expect(ratesFor(rates, at('CA', null), 'standard')).toEqual([rate('CA', null, 'standard', 'GST', 5)])
  })

  it('finds nothing for an export outside the markets', () => {
    expect(ratesFor(rates, at('US'), 'standard')).toEqual([])
  })
})

describe('taxOf', () => {
  it('takes tax out of prices that include it: Germany 19 % in 25.00 EUR, France 20 %, Sweden 25 % in 149 kr', () => {
    expect(tax('EUR', [2500], at('DE'), true).totalTax).toEqual(money(399, 'EUR'))
    expect(tax('EUR', [2500], at('FR'), true).totalTax).toEqual(money(417, 'EUR'))
    const sweden = tax('SEK', [14900], at('SE'), true)
    expect(sweden.totalTax).toEqual(money(2980, 'SEK'))
    expect(sweden.taxLines).toEqual([{ name: 'moms', percent: 25, country: 'SE', region: null, amount: money(2980, 'SEK'), included: true }])
    expect(sweden.included).toBe(true)
  })

  it('adds tax to prices before it: Québec GST 5 + QST 9.975 on 100.00 CAD', () => {
    const quebec = tax('CAD', [10000], at('CA', 'QC'), false)
    expect(quebec.taxLines).toEqual([
      { name: 'GST', percent: 5, country: 'CA', region: 'QC', amount: money(500, 'CAD'), included: false },
      { name: 'QST', percent: 9.975, country: 'CA', region: 'QC', amount: money(998, 'CAD'), included: false },
    ])
    expect(quebec.totalTax).toEqual(money(1498, 'CAD'))
    expect(quebec.included).toBe(false)
  })

  it('adds Ontario’s HST 13 alone', () => {
    const ontario = tax('CAD', [10000], at('CA', 'ON'), false)
    expect(ontario.taxLines.map((l) => [l.name, l.percent, l.amount.amount])).toEqual([['HST', 13, 1300]])
  })

  it('takes the country’s GST when the province has no rows of its own', () => {
    const alberta = tax('CAD', [10000], at('CA', 'AB'), false)
    expect(alberta.taxLines).toEqual([{ name: 'GST', percent: 5, country: 'CA', region: null, amount: money(500, 'CAD'), included: false }])
  })

  it('reckons included components on the whole rate: Québec’s QST is not taxed on GST', () => {
    const quebec = tax('CAD', [11498], at('CA', 'QC'), true)
    expect(quebec.taxLines.map((l) => l.amount.amount)).toEqual([500, 998])
  })

  it('rounds each line on its own, half up', () => {
    const twoLines = taxOf({
      currency: 'GBP',
      lines: [
        { amount: money(1025, 'GBP'), taxClass: 'standard' },
        { amount: money(1025, 'GBP'), taxClass: 'standard' },
      ],
      shipping: money(0, 'GBP'),
      destination: at('GB'),
      rates: [rate('GB', null, 'standard', 'VAT', 2)],
      pricesIncludeTax: false,
    })
    // 2 % of 10.25 is 0.205: 0.21 on each line, 0.42 in all, where 2 % of 20.50 at once would be 0.41.
    expect(amounts(twoLines.lineTaxes)).toEqual([21, 21])
    expect(twoLines.totalTax).toEqual(money(42, 'GBP'))
  })

  it('taxes shipping as standard goods at the destination', () => {
    const result = tax('EUR', [2500], at('DE'), true, 495, 'digital')
    expect(amounts(result.lineTaxes)).toEqual([399])
    expect(result.shippingTax).toEqual(money(79, 'EUR'))
    expect(result.taxLines).toEqual([{ name: 'MwSt.', percent: 19, country: 'DE', region: null, amount: money(478, 'EUR'), included: true }])
    expect(result.totalTax).toEqual(money(478, 'EUR'))
  })

  it('charges no tax on an export outside the markets', () => {
    const result = tax('GBP', [2500, 1000], at('US'), true, 1295)
    expect(amounts(result.lineTaxes)).toEqual([0, 0])
    expect(result.shippingTax).toEqual(money(0, 'GBP'))
    expect(result.taxLines).toEqual([])
    expect(result.totalTax).toEqual(money(0, 'GBP'))
  })

  it('shows no line for a 0 % rate, and keeps lines in the order they first appear', () => {
    const result = taxOf({
      currency: 'GBP',
      lines: [
        { amount: money(1200, 'GBP'), taxClass: 'zero' },
        { amount: money(2400, 'GBP'), taxClass: 'standard' },
        { amount: money(1200, 'GBP'), taxClass: 'standard' },
      ],
      shipping: money(0, 'GBP'),
      destination: at('GB'),
      rates,
      pricesIncludeTax: true,
    })
    expect(amounts(result.lineTaxes)).toEqual([0, 400, 200])
    expect(result.taxLines).toEqual([{ name: 'VAT', percent: 20, country: 'GB', region: null, amount: money(600, 'GBP'), included: true }])
  })

  it('refuses a line in another currency, at compile time and at run time', () => {
    expect(() =>
      taxOf({
        currency: 'EUR',
        // @ts-expect-error pounds in a euro cart
        lines: [{ amount: money(100, 'GBP'), taxClass: 'standard' }],
        shipping: money(0, 'EUR'),
        destination: at('DE'),
        rates,
        pricesIncludeTax: true,
      }),
    ).toThrow(CurrencyMismatchError)
  })

  const destinations = fc.constantFrom(at('GB'), at('DE'), at('SE'), at('CA', 'QC'), at('CA', 'ON'), at('CA', 'BC'), at('US'))
  const percentRates = fc.array(fc.record({ taxClass: fc.constantFrom(...taxClasses), percent: fc.integer({ min: 0, max: 100_000 }).map((t) => t / 1000) }), { maxLength: 3 })
  const withRates = (extra: { taxClass: TaxClass; percent: number }[]) => [...rates, ...extra.map(({ taxClass, percent }, i) => rate('GB', null, taxClass, `T${i}`, percent))]

  it('never lets an included tax exceed the gross, and net plus tax is the gross on every line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 6 }), fc.constantFrom(...taxClasses), destinations, percentRates, (grosses, taxClass, destination, extra) => {
        const result = taxOf({
          currency: 'EUR',
          lines: grosses.map((amount) => ({ amount: money(amount, 'EUR'), taxClass })),
          shipping: money(0, 'EUR'),
          destination,
          rates: withRates(extra),
          pricesIncludeTax: true,
        })
        result.lineTaxes.forEach((lineTax, i) => {
          const gross = grosses[i] ?? 0
          const net = gross - lineTax.amount
          expect(lineTax.amount).toBeGreaterThanOrEqual(0)
          expect(lineTax.amount).toBeLessThanOrEqual(gross)
          expect(net + lineTax.amount).toBe(gross)
        })
        expect(result.totalTax.amount).toBe(result.lineTaxes.reduce((total, m) => total + m.amount, 0) + result.shippingTax.amount)
      }),
    )
  })

  it('adds tax that is never negative and grows with the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...taxClasses),
        destinations,
        percentRates,
        (a, b, taxClass, destination, extra) => {
          const taxOn = (amount: number) =>
            taxOf({ currency: 'CAD', lines: [{ amount: money(amount, 'CAD'), taxClass }], shipping: money(0, 'CAD'), destination, rates: withRates(extra), pricesIncludeTax: false }).totalTax.amount
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(taxOn(low)).toBeGreaterThanOrEqual(0)
          expect(taxOn(high)).toBeGreaterThanOrEqual(taxOn(low))
        },
      ),
    )
  })
})

describe('a class a country has no row for', () => {
  const austria = [{ country: 'AT', region: null, taxClass: 'standard' as const, name: 'USt.', percent: 20 }]
  it('pays the standard rate when reduced, and nothing when zero-rated', () => {
    expect(ratesFor(austria, { country: 'AT', region: null }, 'reduced')).toEqual(austria)
    expect(ratesFor(austria, { country: 'AT', region: null }, 'digital')).toEqual(austria)
    expect(ratesFor(austria, { country: 'AT', region: null }, 'zero')).toEqual([])
    expect(ratesFor(austria, { country: 'US', region: null }, 'reduced')).toEqual([])
  })
})
