import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { add, allocate, CurrencyMismatchError, currencyExponent, formatMoney, fromDecimal, type Money, money, multiply, percentOf, subtract, sum, toDecimal, toDecimalString } from './money'

const gbp = (amount: number) => money(amount, 'GBP')

describe('money', () => {
  it('formats each currency in each locale', () => {
    expect(formatMoney(gbp(2500), 'en')).toBe('£25.00')
    expect(formatMoney(gbp(2500), 'de')).toMatch(/^25,00\s£$/)
    expect(formatMoney(money(123456, 'EUR'), 'fr')).toMatch(/^1\s234,56\s€$/)
    expect(formatMoney(money(2500, 'EUR'), 'de')).toMatch(/^25,00\s€$/)
    expect(formatMoney(money(14900, 'SEK'), 'sv')).toMatch(/^149\skr$/)
    expect(formatMoney(money(14950, 'SEK'), 'sv')).toMatch(/^149,50\skr$/)
    expect(formatMoney(money(35000, 'MXN'), 'es-mx')).toBe('$350.00 MXN')
    expect(formatMoney(money(35000, 'CAD'), 'fr-ca')).toMatch(/^350,00\s\$ CAD$/)
    expect(formatMoney(money(35000, 'USD'), 'en')).toBe('US$350.00'.replace('US', ''))
    expect(formatMoney(money(2500, 'JPY'), 'en')).toBe('¥2,500')
  })

  it('knows each currency’s minor units', () => {
    expect(currencyExponent('GBP')).toBe(2)
    expect(currencyExponent('SEK')).toBe(2)
    expect(currencyExponent('JPY')).toBe(0)
    expect(() => currencyExponent('XYZ')).toThrow(RangeError)
    expect(() => currencyExponent('gbp')).toThrow(RangeError)
  })

  it('converts minor units to decimals and back, in one place', () => {
    expect(toDecimal(gbp(2599))).toBe(25.99)
    expect(toDecimal(money(2500, 'JPY'))).toBe(2500)
    expect(toDecimalString(gbp(2500))).toBe('25.00')
    expect(toDecimalString(money(2500, 'JPY'))).toBe('2500')
    expect(fromDecimal(25.99, 'GBP')).toEqual(gbp(2599))
    expect(fromDecimal(0.29, 'EUR')).toEqual(money(29, 'EUR'))
    expect(() => fromDecimal(25.999, 'GBP')).toThrow(RangeError)
    expect(() => fromDecimal(25.5, 'JPY')).toThrow(RangeError)
    expect(() => money(1.5, 'GBP')).toThrow(RangeError)
  })

  it('refuses to combine currencies', () => {
    // @ts-expect-error two known currencies do not add up
    expect(() => add(gbp(1), money(1, 'EUR'))).toThrow(CurrencyMismatchError)
    const dynamic: Money = money(1, 'SEK' as string)
    expect(() => subtract(gbp(1) as Money, dynamic)).toThrow(CurrencyMismatchError)
    // @ts-expect-error pence are not money
    expect(() => add(gbp(1), 1)).toThrow()
    expect(sum([gbp(1), gbp(2)], 'GBP')).toEqual(gbp(3))
    expect(multiply(gbp(250), 3)).toEqual(gbp(750))
  })

  it('takes a percentage with three decimals, rounding half up', () => {
    expect(percentOf(gbp(1000), 20)).toEqual(gbp(200))
    expect(percentOf(money(1000, 'CAD'), 9.975)).toEqual(money(100, 'CAD'))
    expect(percentOf(gbp(5), 10)).toEqual(gbp(1))
    expect(percentOf(gbp(4), 10)).toEqual(gbp(0))
  })

  describe('allocate', () => {
    it('gives the minor units left over to the largest remainders, earlier first', () => {
      expect(allocate(gbp(100), [1, 1, 1]).map((m) => m.amount)).toEqual([34, 33, 33])
      expect(allocate(gbp(1000), [2500, 1500]).map((m) => m.amount)).toEqual([625, 375])
      expect(allocate(gbp(0), [0, 0]).map((m) => m.amount)).toEqual([0, 0])
      expect(() => allocate(gbp(1), [0, 0])).toThrow(RangeError)
    })

    it('never loses or invents a minor unit, and keeps each share within one unit of its fair part', () => {
      fc.assert(
        fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }), (amount, weights) => {
          fc.pre(weights.some((w) => w > 0))
          const shares = allocate(gbp(amount), weights)
          const total = weights.reduce((a, b) => a + b, 0)
          expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(amount)
          shares.forEach((share, i) => {
            expect(Math.abs(share.amount - (amount * (weights[i] ?? 0)) / total)).toBeLessThan(1)
            expect(share.currency).toBe('GBP')
          })
        }),
      )
    })
  })
})
