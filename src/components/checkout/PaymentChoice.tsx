'use client'

import { useTranslations } from 'next-intl'

export type Gateway = 'card' | 'paypal'

type Props = { gateway: Gateway; cardNumber: string; onGateway: (g: Gateway) => void; onCardNumber: (n: string) => void }

/** Card (gateway 1) or PayPal (gateway 2). Without Stripe keys the card is the sandbox gateway's test form. */
export function PaymentChoice({ gateway, cardNumber, onGateway, onCardNumber }: Props) {
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
      {gateway === 'card' ? (
        <div className="field">
          <label htmlFor="card-number">{t('cardNumber')}</label>
          <input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={cardNumber}
            aria-describedby="card-note"
            onChange={(e) => onCardNumber(e.target.value)}
          />
          <p className="field__hint" id="card-note">
            {t('sandboxNote')}
          </p>
        </div>
      ) : (
        <p className="field__hint">{t('paypalNote')}</p>
      )}
    </fieldset>
  )
}
