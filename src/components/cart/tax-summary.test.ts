import { describe, expect, it } from 'vitest'
import { money } from '../../commerce/money'
import { cartTaxAmounts, orderTaxAmounts, taxSummary } from './tax-summary'

/** Words as messages/en.json has them, to see what is filled in. */
const t = (key: string, values?: Record<string, unknown>) => (key === 'taxIncludedLine' ? `Includes ${values?.name} ${values?.rate}` : `${values?.name} ${values?.rate}`)

describe('the tax, rate by rate, in a summary', () => {
  it('prices that include tax: "Includes VAT 20%" with its amount in the cart’s currency', () => {
    const cart = { currency: 'GBP', taxLines: [{ name: 'VAT', rate: 20, amount: 4.17, included: true }] }
    expect(taxSummary(cartTaxAmounts(cart), t, 'en')).toEqual([{ label: 'Includes VAT 20%', amount: '£4.17', included: true }])
  })

  it('tax added in Canada: each rate in its own line, Québec’s to the thousandth, in the locale’s numbers', () => {
    const cart = {
      currency: 'CAD',
      taxLines: [
        { name: 'TPS', rate: 5, amount: 5, included: false },
        { name: 'TVQ', rate: 9.975, amount: 9.98, included: false },
      ],
    }
    const lines = taxSummary(cartTaxAmounts(cart), t, 'fr-ca')
    expect(lines.map((line) => line.label.replace(/\s/g, ' '))).toEqual(['TPS 5 %', 'TVQ 9,975 %'])
    expect(lines.map((line) => line.amount.replace(/\s/g, ' '))).toEqual(['5,00 $ CAD', '9,98 $ CAD'])
    expect(lines.every((line) => !line.included)).toBe(true)
  })

  it('an order’s tax lines, amounts already in Money', () => {
    const order = { taxLines: [{ name: 'MwSt.', percent: 19, country: 'DE', region: null, amount: money(479, 'EUR'), included: true }] }
    const [line] = taxSummary(orderTaxAmounts(order), t, 'de')
    expect(line?.label.replace(/\s/g, ' ')).toBe('Includes MwSt. 19 %')
    expect(line?.amount.replace(/\s/g, ' ')).toBe('4,79 €')
  })

  it('no tax, no lines', () => {
    expect(taxSummary(cartTaxAmounts({ currency: 'SEK', taxLines: [] }), t, 'sv')).toEqual([])
  })
})
