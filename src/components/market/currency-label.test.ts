import { describe, expect, it } from 'vitest'
import { currencyLabel, currencySign } from './currency-label'

describe('the country selector names currencies', () => {
  it('lists each with its code and the sign its prices show', () => {
    expect(['GBP', 'EUR', 'SEK', 'CAD', 'MXN'].map((c) => currencyLabel(c, 'de'))).toEqual(['GBP £', 'EUR €', 'SEK kr', 'CAD $', 'MXN $'])
  })

  it('shows the code alone where there is no other sign', () => {
    expect(currencyLabel('CHF', 'en')).toBe('CHF')
  })

  it('keeps the header button short, yet tells dollars apart', () => {
    expect(currencySign('EUR', 'fr')).toBe('€')
    expect(currencySign('CAD', 'en')).toBe('CA$')
    expect(currencySign('MXN', 'en')).toBe('MX$')
    expect(currencySign('SEK', 'sv')).toBe('kr')
  })
})
