'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'
import { cartErrorMessage } from '../../commerce/cart/client'
import { SANDBOX_METHOD_PREFIX } from '../../commerce/payments/sandbox'
import type { Address } from '../../commerce/cart/types'
import { type Locale, localizedPath } from '../../i18n/locales'
import { HttpError, siteApi } from '../../lib/http/client'
import { BasketSummary } from '../cart/BasketSummary'
import { formatDecimal } from '../cart/money'
import { CART_NUMBER_KEY } from '../session/startup'
import { useSession } from '../session/SessionProvider'
import { AppLink } from '../ui/AppLink'
import { AddressFields } from './AddressFields'
import { LAST_ORDER_KEY } from './last-order'
import { type Gateway, PaymentChoice } from './PaymentChoice'

const emptyAddress: Address = { countryCode: 'GB' }
type PayAnswer = { order?: { number: string; accessKey: string }; redirect?: string }

/** Checkout with only an email (spec §1): contact, addresses, notes, payment by card or PayPal. */
export function Checkout({ locale, paymentError }: { locale: Locale; paymentError: string | null }) {
  const t = useTranslations('checkout')
  const tCart = useTranslations('cart')
  const tBasket = useTranslations('basket')
  const tValidation = useTranslations('validation')
  const { status, cart, client, saveCheckout, clearCart } = useSession()
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([])
  const [email, setEmail] = useState('')
  const [billing, setBilling] = useState<Address>(emptyAddress)
  const [sameAsBilling, setSameAsBilling] = useState(true)
  const [delivery, setDelivery] = useState<Address>(emptyAddress)
  const [notes, setNotes] = useState('')
  const [gateway, setGateway] = useState<Gateway>('card')
  const [cardNumber, setCardNumber] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(paymentError)
  const [busy, setBusy] = useState(false)
  const [prefilled, setPrefilled] = useState(false)

  useEffect(() => {
    client
      .get<{ countries: { code: string; name: string }[] }>(siteApi.countries)
      .then((answer) => setCountries(answer.countries))
      .catch((error: unknown) => console.warn('[milepost] Could not load the countries', error))
  }, [client])

  // What the buyer entered before (another visit, a cancelled payment) comes back from the cart.
  if (cart && !prefilled) {
    setPrefilled(true)
    if (cart.email) setEmail(cart.email)
    if (cart.billingAddress) setBilling(cart.billingAddress)
    if (cart.shippingAddress && JSON.stringify(cart.shippingAddress) !== JSON.stringify(cart.billingAddress)) {
      setSameAsBilling(false)
      setDelivery(cart.shippingAddress)
    }
    if (cart.notes) setNotes(cart.notes)
  }

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

  const emailRequired = (): Record<string, string[]> => (email.trim() ? {} : { email: [tValidation('required')] })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!cart) return
    setBusy(true)
    setErrors({})
    setFormError(null)
    const gatewayId = gateway === 'card' ? 1 : 2
    try {
      await saveCheckout({
        email,
        billingAddress: billing,
        shippingAddress: cart.needsShipping ? (sameAsBilling ? billing : delivery) : null,
        shippingMethodHandle: cart.needsShipping ? 'standard' : null,
        notes,
        gatewayId,
      })
    } catch (error) {
      if (error instanceof HttpError && error.data.errors) setErrors({ ...error.data.errors, ...emailRequired() })
      setFormError(error instanceof HttpError && error.data.errors ? t('fixErrors') : (cartErrorMessage(error) ?? tCart('updateFailed')))
      setBusy(false)
      return
    }
    // The cart may be saved without an email, but nobody pays without one (spec §1: checkout with only an email).
    if (Object.keys(emailRequired()).length) {
      setErrors(emailRequired())
      setFormError(t('fixErrors'))
      setBusy(false)
      return
    }
    try {
      const urls = await client.get<{ redirect: string; cancelUrl: string }>(gateway === 'card' ? siteApi.stripeUrls : siteApi.paypalUrls)
      const answer = await client.post<PayAnswer>(siteApi.pay, {
        gatewayId,
        paymentMethodId: gateway === 'card' ? `${SANDBOX_METHOD_PREFIX}${cardNumber.replace(/\D/g, '')}` : undefined,
        orderNumber: window.localStorage.getItem(CART_NUMBER_KEY) ?? cart.number,
        email,
        redirect: urls.redirect,
        cancelUrl: urls.cancelUrl,
      })
      if (answer.redirect) {
        window.location.assign(answer.redirect)
        return
      }
      if (answer.order) {
        // Spec §4, after card payment: the cart is cleared, a new cart loaded and the order stored.
        window.localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(answer.order))
        await clearCart()
        window.location.assign(`${localizedPath(locale, '/order')}?number=${encodeURIComponent(answer.order.number)}&key=${answer.order.accessKey}`)
        return
      }
    } catch (error) {
      setFormError(cartErrorMessage(error) ?? tCart('updateFailed'))
    }
    setBusy(false)
  }

  const emailError = errors.email?.[0]
  return (
    <div className="checkout">
      <form className="checkout__form" noValidate onSubmit={(e) => void submit(e)}>
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
              onChange={(e) => setEmail(e.target.value)}
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
        <AddressFields name="billingAddress" legend={t('billing')} address={billing} countries={countries} errors={errors} onChange={setBilling} />
        {cart.needsShipping && (
          <>
            <label className="checkbox">
              <input type="checkbox" checked={sameAsBilling} onChange={(e) => setSameAsBilling(e.target.checked)} />
              <span>{t('sameAsBilling')}</span>
            </label>
            {!sameAsBilling && (
              <AddressFields name="shippingAddress" legend={t('delivery')} address={delivery} countries={countries} errors={errors} onChange={setDelivery} />
            )}
          </>
        )}
        <div className="field">
          <label htmlFor="checkout-notes">{t('notes')}</label>
          <textarea id="checkout-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <PaymentChoice gateway={gateway} cardNumber={cardNumber} onGateway={setGateway} onCardNumber={setCardNumber} />
        <p className="form-error" role="alert">
          {formError}
        </p>
        <button type="submit" className="btn btn--red checkout__pay" disabled={busy}>
          {busy ? t('paying') : gateway === 'card' ? t('pay', { total: formatDecimal(cart.totalPrice, locale) }) : t('continueToPaypal')}
        </button>
      </form>
      <BasketSummary cart={cart} locale={locale} toCheckout={false} />
    </div>
  )
}
