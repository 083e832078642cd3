import { describe, expect, it } from 'vitest'
import { formatMoney, toDecimal } from './money'

describe('money', () => {
  it('formats pence in each locale', () => {
    expect(formatMoney(2500, 'en')).toBe('£25.00')
    expect(formatMoney(2500, 'de')).toMatch(/^25,00\s£$/)
    expect(formatMoney(123456, 'fr')).toMatch(/^1\s234,56\s£$/)
    expect(formatMoney(2500, 'sv')).toMatch(/^25,00\s£$/)
  })

  it('converts minor units to the decimal amount', () => {
    expect(toDecimal(2599)).toBe(25.99)
    expect(toDecimal(0)).toBe(0)
  })
})
