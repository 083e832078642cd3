import { describe, expect, it } from 'vitest'
import { money } from '../money'
import { moneyFromPayPal, PayPalCurrencyError, payPalAmount } from './paypal-amount'

describe('payPalAmount: the decimal value PayPal reads as we do', () => {
  it.each([
    [money(2599, 'GBP'), { currencyCode: 'GBP', value: '25.99' }],
    [money(2500, 'EUR'), { currencyCode: 'EUR', value: '25.00' }],
    [money(14900, 'SEK'), { currencyCode: 'SEK', value: '149.00' }],
    [money(35000, 'MXN'), { currencyCode: 'MXN', value: '350.00' }],
    [money(2500, 'JPY'), { currencyCode: 'JPY', value: '2500' }],
  ])('%o is sent as %o', (given, sent) => {
    expect(payPalAmount(given)).toEqual(sent)
  })

  it('refuses TWD, which has cents for us and none for PayPal', () => {
    expect(() => payPalAmount(money(10000, 'TWD'))).toThrow(PayPalCurrencyError)
  })
})

describe('moneyFromPayPal: what a PayPal capture says was taken', () => {
  it('reads a capture’s decimal value in its currency', () => {
    expect(moneyFromPayPal('MXN', '350.00')).toEqual(money(35000, 'MXN'))
    expect(moneyFromPayPal('JPY', '2500')).toEqual(money(2500, 'JPY'))
  })

  it('is null for a value or a code that is not money we could have asked for', () => {
    expect(moneyFromPayPal('JPY', '25.50')).toBeNull()
    expect(moneyFromPayPal('GBP', '-1.00')).toBeNull()
    expect(moneyFromPayPal('XYZ', '1.00')).toBeNull()
    expect(moneyFromPayPal(undefined, '1.00')).toBeNull()
  })
})
