import { describe, expect, it } from 'vitest'
import { shippingCost } from './shipping'

const rates = {
  zones: [
    { name: 'UK', countries: ['GB'], rate: 395, freeOver: 5000 },
    { name: 'Europe', countries: ['FR', 'DE'], rate: 795, freeOver: null },
  ],
  otherCountries: { rate: 1295, freeOver: 10000 },
}

describe('standard shipping', () => {
  it('charges the zone rate of the country, free over the threshold', () => {
    expect(shippingCost(rates, 'GB', 2000)).toBe(395)
    expect(shippingCost(rates, 'gb', 5000)).toBe(0)
    expect(shippingCost(rates, 'DE', 90000)).toBe(795)
  })

  it('falls back to other countries, or refuses when there is no such rate', () => {
    expect(shippingCost(rates, 'US', 2000)).toBe(1295)
    expect(shippingCost({ ...rates, otherCountries: null }, 'US', 2000)).toBeNull()
  })

  it('charges nothing when there is no merchandise to send', () => {
    expect(shippingCost(rates, 'US', 0)).toBe(0)
  })
})
