'use client'

import { useTranslations } from 'next-intl'
import { type CheckoutMessage, formMessage, payButton, shownCart, shownErrors } from './flow/checkout-machine'
import type { Locale } from '../../i18n/locales'
import { entryStartPath } from '../../entries/handover'
import { BasketSummary } from '../cart/BasketSummary.client'
import { formatDecimal } from '../cart/money'
import { AppLink } from '../ui/AppLink.client'
import { AddressFields } from './AddressFields.client'
import { PaymentChoice } from './PaymentChoice.client'
import { SavedAddressPicker } from './SavedAddresses.client'
import { useCheckout } from './useCheckout'

/** Checkout with only an email (spec §1): contact, addresses, notes, payment by card or PayPal. */
export function Checkout({ locale, paymentError, stripeKey }: { locale: Locale; paymentError: string | null; stripeKey: string | null }) {
  const t = useTranslations('checkout')
  const tCart = useTranslations('cart')
  const tBasket = useTranslations('basket')
  const tValidation = useTranslations('validation')
  const { status, cart, state, saved, shipping, edit, submit, onStripeReady } = useCheckout({ locale, paymentError, stripeKey })

  if (status === 'loading') {
    return (
      <p className="basket__loading" role="status">
        {tBasket('loading')}
      </p>
    )
  }
  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className="basket__empty">
        <p className="basket__empty-title">{t('empty')}</p>
        <AppLink href="/basket" className="btn btn--black">
          {t('backToBasket')}
        </AppLink>
      </div>
    )
  }

  const say = (message: CheckoutMessage | null): string | null => {
    if (message === null) return null
    if ('text' in message) return message.text
    switch (message.key) {
      case 'checkout.fixErrors':
        return t('fixErrors')
      case 'checkout.cardLoadFailed':
        return t('cardLoadFailed')
      case 'cart.updateFailed':
        return tCart('updateFailed')
      case 'cart.shippingUnavailable':
        return tCart('shippingUnavailable')
    }
  }

  const { email, billing, sameAsBilling, delivery, notes, gateway, cardNumber, saveToAccount, countries } = state
  const shown = shownCart(cart, shipping)
  const button = payButton(state, cart, shipping)
  const errors = shownErrors(state, tValidation('required'))
  const emailError = errors.email?.[0]
  const entryStart = entryStartPath(cart)
  return (
    <div className="checkout">
      <form className="checkout__form" noValidate onSubmit={submit}>
        <fieldset className="checkout__fieldset">
          <legend>{t('contact')}</legend>
          <div className="field">
            <label htmlFor="checkout-email">{t('email')}</label>
            <input
              id="checkout-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={!!emailError || undefined}
              aria-describedby={emailError ? 'checkout-email-error' : 'checkout-email-hint'}
              onChange={(e) => edit({ email: e.target.value })}
            />
            {emailError ? (
              <p className="field__error" id="checkout-email-error">
                {emailError}
              </p>
            ) : (
              <p className="field__hint" id="checkout-email-hint">
                {t('emailHint')}
              </p>
            )}
          </div>
        </fieldset>
        <SavedAddressPicker addresses={saved.addresses} onPick={(address) => edit({ billing: address })} />
        <AddressFields name="billingAddress" legend={t('billing')} address={billing} countries={countries} errors={errors} onChange={(address) => edit({ billing: address })} />
        {saved.signedIn && !saved.isSaved(billing) && (
          <label className="checkbox">
            <input type="checkbox" checked={saveToAccount} onChange={(e) => edit({ saveToAccount: e.target.checked })} />
            <span>{t('saveToAccount')}</span>
          </label>
        )}
        {cart.needsShipping && (
          <>
            <label className="checkbox">
              <input type="checkbox" checked={sameAsBilling} onChange={(e) => edit({ sameAsBilling: e.target.checked })} />
              <span>{t('sameAsBilling')}</span>
            </label>
            {!sameAsBilling && (
              <AddressFields name="shippingAddress" legend={t('delivery')} address={delivery} countries={countries} errors={errors} onChange={(address) => edit({ delivery: address })} />
            )}
          </>
        )}
        <div className="field">
          <label htmlFor="checkout-notes">{t('notes')}</label>
          <textarea id="checkout-notes" rows={3} value={notes} onChange={(e) => edit({ notes: e.target.value })} />
        </div>
        <PaymentChoice
          gateway={gateway}
          onGateway={(choice) => edit({ gateway: choice })}
          locale={locale}
          stripeKey={stripeKey}
          cardNumber={cardNumber}
          onCardNumber={(number) => edit({ cardNumber: number })}
          onStripeReady={onStripeReady}
        />
        <p className="form-error" role="alert">
          {say(formMessage(state, cart, shipping))}
        </p>
        {/* A refused entry (a team lost or a name taken since) is put right in its flow, not here. */}
        {formMessage(state, cart, shipping) && entryStart && (
          <p className="checkout__entry-link">
            <AppLink href={entryStart}>{t('backToEntry')}</AppLink>
          </p>
        )}
        <button type="submit" className="btn btn--red checkout__pay" disabled={button.disabled}>
          {button.label.key === 'paying' ? t('paying') : t(button.label.key, { total: formatDecimal(button.label.total, cart.currency, locale) })}
        </button>
      </form>
      <BasketSummary cart={shown} locale={locale} toCheckout={false} />
    </div>
  )
}
