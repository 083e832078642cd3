import { describe, expect, it } from 'vitest'
import { eventSpecs, productSpecs } from './catalogue'
import { demoCurrencies, fivePrices } from './prices'
import { seedPlanPrices } from './training-plans'

const seeded = [...productSpecs.map((p) => p.prices), ...eventSpecs.flatMap((e) => e.variants.map((v) => v.prices)), ...Object.values(seedPlanPrices)]

describe('the demo prices', () => {
  it('give a row per demo currency', () => {
    expect(fivePrices({ GBP: 2500, EUR: 2900, SEK: 29900, CAD: 4500, MXN: 64900 }).map((m) => m.currency)).toEqual([...demoCurrencies])
  })

  it('read as a shop sets them: whole amounts, kronor and pesos ending in 9', () => {
    for (const prices of seeded) {
      for (const currency of demoCurrencies) expect(prices[currency] % 100, `${currency} ${prices[currency]}`).toBe(0)
      expect(prices.SEK % 1000, `SEK ${prices.SEK}`).toBe(900)
      expect(prices.MXN % 1000, `MXN ${prices.MXN}`).toBe(900)
    }
  })
})
