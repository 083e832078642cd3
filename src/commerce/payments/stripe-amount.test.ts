import { describe, expect, it } from 'vitest'
import { money } from '../money'
import { moneyFromStripe, StripeCurrencyError, stripeAmount } from './stripe-amount'

describe('stripeAmount: the minor units Stripe reads as we do', () => {
  it.each([
    ['£34.50', money(3450, 'GBP'), { amount: 3450, currency: 'gbp' }],
    ['25,00 €', money(2500, 'EUR'), { amount: 2500, currency: 'eur' }],
    ['149 kr', money(14900, 'SEK'), { amount: 14900, currency: 'sek' }],
    ['$350.00 MXN', money(35000, 'MXN'), { amount: 35000, currency: 'mxn' }],
    ['$19.99 CAD', money(1999, 'CAD'), { amount: 1999, currency: 'cad' }],
    ['¥2500, zero-decimal for ISO and Stripe alike', money(2500, 'JPY'), { amount: 2500, currency: 'jpy' }],
    ['₩15000, zero-decimal', money(15000, 'KRW'), { amount: 15000, currency: 'krw' }],
    ['5.120 KWD, three decimals ending in 0', money(5120, 'KWD'), { amount: 5120, currency: 'kwd' }],
  ])('%s goes to Stripe as it is, the code in lower case', (_, given, sent) => {
    expect(stripeAmount(given)).toEqual(sent)
  })

  it('refuses a three-decimal amount whose last digit is not 0, which Stripe would not take', () => {
    expect(() => stripeAmount(money(5124, 'KWD'))).toThrow(StripeCurrencyError)
  })

  it.each([
    ['ISK: whole krónur for ISO, two decimals at Stripe (500 = 5 kr)', 'ISK', 500],
    ['HUF: charged with two decimals at Stripe, paid out whole', 'HUF', 1000],
    ['TWD: charged with two decimals at Stripe, paid out whole', 'TWD', 10000],
    ['UGX: Stripe lists it among its special cases', 'UGX', 5000],
  ])('refuses %s, rather than charge a wrong amount', (_, currency, amount) => {
    expect(() => stripeAmount(money(amount, currency))).toThrow(new RegExp(`Stripe cannot be asked for ${currency}`))
  })
})

describe('moneyFromStripe: what a Stripe event says was taken', () => {
  it('reads an intent’s amount and lower-case currency as our money', () => {
    expect(moneyFromStripe(2500, 'eur')).toEqual(money(2500, 'EUR'))
    expect(moneyFromStripe(2500, 'jpy')).toEqual(money(2500, 'JPY'))
  })

  it('is null for a currency Stripe reads differently, or one nobody knows', () => {
    expect(moneyFromStripe(500, 'isk')).toBeNull()
    expect(moneyFromStripe(500, 'xyz')).toBeNull()
  })
})
