'use client'

import { useTranslations } from 'next-intl'
import type { Locale } from '../../i18n/locales'
import { type CreatePaymentMethod, StripeCardField } from './StripeCardField.client'

export type Gateway = 'card' | 'paypal'

type Props = {
  gateway: Gateway
  onGateway: (g: Gateway) => void
  locale: Locale
  /** With Stripe's publishable key the card is Stripe's own field; without, the sandbox's test form. */
  stripeKey: string | null
  cardNumber: string
  onCardNumber: (n: string) => void
  onStripeReady: (create: CreatePaymentMethod | null) => void
}

/** Card (gateway 1) or PayPal (gateway 2). */
export function PaymentChoice({ gateway, onGateway, locale, stripeKey, cardNumber, onCardNumber, onStripeReady }: Props) {
  const t = useTranslations('checkout')
  return (
    <fieldset className="checkout__fieldset">
      <legend>{t('payment')}</legend>
      <div className="payment-choice">
        {(['card', 'paypal'] as const).map((g) => (
          <label key={g} className="payment-choice__option">
            <input type="radio" name="gateway" value={g} checked={gateway === g} onChange={() => onGateway(g)} />
            <span>{t(g)}</span>
          </label>
        ))}
      </div>
      {gateway === 'paypal' ? (
        <p className="field__hint">{t('paypalNote')}</p>
      ) : stripeKey ? (
        <StripeCardField publishableKey={stripeKey} locale={locale} onReady={onStripeReady} />
      ) : (
        <div className="field">
          <label htmlFor="card-number">{t('cardNumber')}</label>
          <input id="card-number" inputMode="numeric" autoComplete="cc-number" value={cardNumber} aria-describedby="card-note" onChange={(e) => onCardNumber(e.target.value)} />
          <p className="field__hint" id="card-note">
            {t('sandboxNote')}
          </p>
        </div>
      )}
    </fieldset>
  )
}
