'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { cartErrorMessage } from '../../commerce/cart/client'
import { entryCompletePath } from '../../entries/handover'
import { SANDBOX_METHOD_PREFIX } from '../../commerce/payments/sandbox'
import type { Address } from '../../commerce/cart/types'
import { withShippingQuote } from '../../commerce/cart/view'
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
import { fieldsOf, SavedAddressPicker, useSavedAddresses } from './SavedAddresses'
import type { CreatePaymentMethod } from './StripeCardField'
import { useShippingQuote } from './useShippingQuote'

/** The country a new address starts with: the one the visitor's language is spoken in. */
const HOME_COUNTRY: Record<Locale, string> = { en: 'GB', fr: 'FR', 'fr-ca': 'CA', de: 'DE', it: 'IT', nl: 'NL', es: 'ES', 'es-mx': 'MX', sv: 'SE' }
type PayAnswer = { order?: { number: string; accessKey: string }; redirect?: string }

class CardRefused extends Error {}

/** Checkout with only an email (spec §1): contact, addresses, notes, payment by card or PayPal. */
export function Checkout({ locale, paymentError, stripeKey }: { locale: Locale; paymentError: string | null; stripeKey: string | null }) {
  const t = useTranslations('checkout')
  const tCart = useTranslations('cart')
  const tBasket = useTranslations('basket')
  const tValidation = useTranslations('validation')
  const { status, user, appUser, cart, client, updateCart, clearCart } = useSession()
  const emptyAddress: Address = { countryCode: HOME_COUNTRY[locale] }
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([])
  const [email, setEmail] = useState('')
  const [billing, setBilling] = useState<Address>(emptyAddress)
  const [sameAsBilling, setSameAsBilling] = useState(true)
  const [delivery, setDelivery] = useState<Address>(emptyAddress)
  const [notes, setNotes] = useState('')
  const [gateway, setGateway] = useState<Gateway>('card')
  const [cardNumber, setCardNumber] = useState('')
  const stripeCard = useRef<CreatePaymentMethod | null>(null)
  const onStripeReady = useCallback((create: CreatePaymentMethod | null) => {
    stripeCard.current = create
  }, [])
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(paymentError)
  const [busy, setBusy] = useState(false)
  const [prefilled, setPrefilled] = useState(false)
  const saved = useSavedAddresses()
  const [saveToAccount, setSaveToAccount] = useState(true)
  const [savedPrefill, setSavedPrefill] = useState(false)

  useEffect(() => {
    client
      .get<{ countries: { code: string; name: string }[] }>(siteApi.countries)
      .then((answer) => setCountries(answer.countries))
      .catch((error: unknown) => console.warn('[milepost] Could not load the countries', error))
  }, [client])

  const shipTo = cart?.needsShipping ? (sameAsBilling ? billing.countryCode : delivery.countryCode) : null
  const shipping = useShippingQuote(client, cart, shipTo)

  // What the buyer entered before (another visit, a cancelled payment) comes back from the cart.
  if (cart && !prefilled) {
    setPrefilled(true)
    // A signed-in customer's details fill in what the cart does not have yet (spec §6).
    const known = cart.email ?? user?.customer?.email ?? user?.email
    if (known) setEmail(known)
    if (cart.billingAddress) setBilling(cart.billingAddress)
    else if (appUser?.firstName || appUser?.lastName) setBilling({ ...emptyAddress, firstName: appUser.firstName ?? '', lastName: appUser.lastName ?? '' })
    if (cart.shippingAddress && JSON.stringify(cart.shippingAddress) !== JSON.stringify(cart.billingAddress)) {
      setSameAsBilling(false)
      setDelivery(cart.shippingAddress)
    }
    if (cart.notes) setNotes(cart.notes)
    // Back from PayPal (cancelled, or a problem): the buyer's choice stays.
    if (cart.gatewayId === 2) setGateway('paypal')
  }
  // A signed-in customer's default addresses fill what the cart does not have yet.
  if (cart && saved.addresses.length && !savedPrefill) {
    setSavedPrefill(true)
    const billingDefault = saved.defaultOf('billing')
    const shippingDefault = saved.defaultOf('shipping')
    if (!cart.billingAddress && billingDefault) setBilling(fieldsOf(billingDefault))
    if (!cart.shippingAddress && shippingDefault && billingDefault && shippingDefault.id !== billingDefault.id) {
      setSameAsBilling(false)
      setDelivery(fieldsOf(shippingDefault))
    }
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

  // What the summary and the Pay button show is what pay is asked to charge (and it refuses another total).
  const shown = withShippingQuote(cart, shipping.quote)
  const cannotShip = cart.needsShipping && shipping.quote?.shippingAvailable === false
  const totalUnknown = shipping.pending

  const emailRequired = (): Record<string, string[]> => (email.trim() ? {} : { email: [tValidation('required')] })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!cart) return
    setBusy(true)
    setErrors({})
    setFormError(null)
    const gatewayId = gateway === 'card' ? 1 : 2
    try {
      await updateCart({
        email,
        billingAddress: billing,
        shippingAddress: cart.needsShipping ? (sameAsBilling ? billing : delivery) : null,
        shippingMethodHandle: cart.needsShipping ? 'standard' : null,
        notes,
        gatewayId,
        ...(user?.customer ? { customerId: user.customer.id } : {}),
      })
      if (saved.signedIn && saveToAccount && !saved.isSaved(billing)) {
        await saved.save(billing, 'billing').catch((error: unknown) => console.warn('[milepost] Could not save the address', error))
      }
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
      const paymentMethodId = gateway === 'card' ? await cardPaymentMethod() : undefined
      const urls = await client.get<{ redirect: string; cancelUrl: string }>(gateway === 'card' ? siteApi.stripeUrls : siteApi.paypalUrls)
      const answer = await client.post<PayAnswer>(siteApi.pay, {
        gatewayId,
        paymentMethodId,
        orderNumber: window.localStorage.getItem(CART_NUMBER_KEY) ?? cart.number,
        email,
        redirect: urls.redirect,
        cancelUrl: urls.cancelUrl,
        total: Math.round(shown.totalPrice * 100),
      })
      if (answer.redirect) {
        window.location.assign(answer.redirect)
        return
      }
      if (answer.order) {
        // Spec §4, after card payment: the cart is cleared, a new cart loaded and the order stored.
        window.localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(answer.order))
        const entriesDone = entryCompletePath(cart, answer.order)
        await clearCart()
        window.location.assign(entriesDone ? localizedPath(locale, entriesDone) : `${localizedPath(locale, '/order')}?number=${encodeURIComponent(answer.order.number)}&key=${answer.order.accessKey}`)
        return
      }
    } catch (error) {
      // Stripe.js refuses a card before anything is sent (incomplete number, expired): its own text.
      setFormError(cartErrorMessage(error) ?? (error instanceof CardRefused ? error.message : tCart('updateFailed')))
    }
    setBusy(false)
  }

  /** The payment method to charge: Stripe's (made by Stripe.js), or the sandbox form's test card. */
  async function cardPaymentMethod(): Promise<string> {
    if (!stripeKey) return `${SANDBOX_METHOD_PREFIX}${cardNumber.replace(/\D/g, '')}`
    if (!stripeCard.current) throw new CardRefused(t('cardLoadFailed'))
    try {
      return await stripeCard.current()
    } catch (error) {
      throw new CardRefused(error instanceof Error ? error.message : t('cardLoadFailed'))
    }
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
        <SavedAddressPicker addresses={saved.addresses} onPick={setBilling} />
        <AddressFields name="billingAddress" legend={t('billing')} address={billing} countries={countries} errors={errors} onChange={setBilling} />
        {saved.signedIn && !saved.isSaved(billing) && (
          <label className="checkbox">
            <input type="checkbox" checked={saveToAccount} onChange={(e) => setSaveToAccount(e.target.checked)} />
            <span>{t('saveToAccount')}</span>
          </label>
        )}
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
        <PaymentChoice
          gateway={gateway}
          onGateway={setGateway}
          locale={locale}
          stripeKey={stripeKey}
          cardNumber={cardNumber}
          onCardNumber={setCardNumber}
          onStripeReady={onStripeReady}
        />
        <p className="form-error" role="alert">
          {formError ?? (cannotShip ? tCart('shippingUnavailable') : null)}
        </p>
        <button type="submit" className="btn btn--red checkout__pay" disabled={busy || cannotShip || totalUnknown}>
          {busy ? t('paying') : t(gateway === 'card' ? 'pay' : 'payWithPaypal', { total: formatDecimal(shown.totalPrice, locale) })}
        </button>
      </form>
      <BasketSummary cart={shown} locale={locale} toCheckout={false} />
    </div>
  )
}
