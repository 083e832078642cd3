import { describe, expect, it } from 'vitest'
import { money } from '../money'
import { gbp } from './fixtures.test-support'
import { shippingCost } from './shipping'
import type { ShippingRates } from './types'

const rates: ShippingRates = {
  zones: [
    { name: 'UK', countries: ['GB'], rates: [{ rate: gbp(395), freeOver: gbp(5000) }] },
    {
      name: 'Europe',
      countries: ['FR', 'DE'],
      rates: [
        { rate: gbp(795), freeOver: null },
        { rate: money(895, 'EUR'), freeOver: money(6000, 'EUR') },
      ],
    },
  ],
  otherCountries: { rates: [{ rate: gbp(1295), freeOver: gbp(10000) }] },
}

describe('standard shipping', () => {
  it('charges the zone rate of the country, free over the threshold', () => {
    expect(shippingCost(rates, 'GB', gbp(2000), 'GBP')).toEqual(gbp(395))
    expect(shippingCost(rates, 'gb', gbp(5000), 'GBP')).toEqual(gbp(0))
    expect(shippingCost(rates, 'DE', gbp(90000), 'GBP')).toEqual(gbp(795))
  })

  it('charges the rate and threshold of the cart’s currency', () => {
    expect(shippingCost(rates, 'FR', money(2000, 'EUR'), 'EUR')).toEqual(money(895, 'EUR'))
    expect(shippingCost(rates, 'FR', money(6000, 'EUR'), 'EUR')).toEqual(money(0, 'EUR'))
  })

  it('refuses a zone that has no rate in the cart’s currency', () => {
    expect(shippingCost(rates, 'GB', money(2000, 'EUR'), 'EUR')).toBeNull()
    expect(shippingCost(rates, 'US', money(2000, 'SEK'), 'SEK')).toBeNull()
  })

  it('falls back to other countries, or refuses when there is no such rate', () => {
    expect(shippingCost(rates, 'US', gbp(2000), 'GBP')).toEqual(gbp(1295))
    expect(shippingCost({ ...rates, otherCountries: null }, 'US', gbp(2000), 'GBP')).toBeNull()
  })

  it('charges nothing when there is no merchandise to send', () => {
    expect(shippingCost(rates, 'US', gbp(0), 'GBP')).toEqual(gbp(0))
  })
})
