import { describe, expect, it } from 'vitest'
import { amountFromText, moneyText, textFromAmount } from './money-text'

describe('money as an editor types it', () => {
  it('reads decimals into minor units of the currency', () => {
    expect(amountFromText('25.00', 'GBP')).toEqual({ amount: 2500 })
    expect(amountFromText('149', 'SEK')).toEqual({ amount: 14_900 })
    expect(amountFromText('29,5', 'EUR')).toEqual({ amount: 2950 })
    expect(amountFromText('¥2500', 'JPY')).toEqual({ amount: 2500 })
    expect(amountFromText(' £ 25 ', 'GBP')).toEqual({ amount: 2500 })
    expect(amountFromText('149 kr', 'SEK')).toEqual({ amount: 14_900 })
    expect(amountFromText('kr 149', 'SEK')).toEqual({ amount: 14_900 })
    expect(amountFromText('350.00 MXN', 'MXN')).toEqual({ amount: 35_000 })
    expect(amountFromText("1'299.00", 'CHF')).toEqual({ amount: 129_900 })
  })

  it('reads nothing typed as no amount', () => {
    expect(amountFromText('', 'GBP')).toEqual({ amount: null })
    expect(amountFromText('  ', 'GBP')).toEqual({ amount: null })
  })

  it('says what is wrong with too many decimals or no number', () => {
    expect(amountFromText('25.001', 'GBP')).toEqual({ error: 'GBP has at most 2 decimals' })
    expect(amountFromText('2500.5', 'JPY')).toEqual({ error: 'JPY has no decimals: enter a whole amount' })
    expect(amountFromText('twenty', 'GBP')).toEqual({ error: 'Enter an amount in GBP, like 25.00' })
    expect(amountFromText('-5', 'GBP')).toEqual({ error: 'Enter an amount in GBP, like 25.00' })
    expect(amountFromText('1.2.3', 'JPY')).toEqual({ error: 'Enter an amount in JPY, like 2500' })
    expect(amountFromText('1e3', 'GBP')).toEqual({ error: 'Enter an amount in GBP, like 25.00' })
  })

  it('shows stored minor units as decimals of the currency', () => {
    expect(textFromAmount(2500, 'GBP')).toBe('25.00')
    expect(textFromAmount(2500, 'JPY')).toBe('2500')
    expect(textFromAmount(null, 'GBP')).toBe('')
    expect(textFromAmount(2.5, 'GBP')).toBe('')
  })
})

describe('money as the admin shows it', () => {
  it('formats minor units in their currency, and nothing it cannot read', () => {
    expect(moneyText(2500, 'GBP')).toBe('£25.00')
    expect(moneyText(2900, 'EUR')).toBe('€29.00')
    expect(moneyText(27_900, 'SEK')).toBe('kr\u00a0279')
    expect(moneyText(2500, 'JPY')).toBe('¥2,500')
    expect(moneyText(2.5, 'GBP')).toBeNull()
    expect(moneyText(2500, 'XYZ')).toBeNull()
    expect(moneyText('2500', 'GBP')).toBeNull()
  })
})
