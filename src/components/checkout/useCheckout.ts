'use client'

import { fromDecimal } from '../../commerce/money'
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { type CheckoutDraft, type CheckoutEvent, checkoutReducer, type Country, homeCountry, initialCheckout, type PayAnswer, pricedAt, shownCart } from './flow/checkout-machine'
import { type CheckoutPorts, submitCheckout } from './flow/checkout-steps'
import type { Locale } from '../../i18n/locales'
import { siteApi } from '../../lib/http/client'
import { CART_NUMBER_KEY } from '../session/startup'
import { useSession } from '../session/SessionProvider.client'
import { LAST_ORDER_KEY } from './last-order'
import { fieldsOf, useSavedAddresses } from './SavedAddresses.client'
import type { CreatePaymentMethod } from './StripeCardField.client'
import { useShippingQuote } from './useShippingQuote'

/** The only reads and writes of the browser's storage the checkout makes (called from handlers, never while rendering). */
const checkoutStorage = {
  cartNumber: () => window.localStorage.getItem(CART_NUMBER_KEY),
  rememberOrder: (order: { number: string; accessKey: string }) => window.localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order)),
}

/**
 * The checkout's state and its wiring: the session's cart and user, the saved addresses, the
 * countries, the shipping quote, Stripe's card field and pressing Pay (checkout-steps).
 */
export function useCheckout({ locale, paymentError, stripeKey }: { locale: Locale; paymentError: string | null; stripeKey: string | null }) {
  const { status, user, appUser, cart, client, updateCart, clearCart } = useSession()
  const saved = useSavedAddresses()
  const [stored, dispatch] = useReducer(checkoutReducer, null, () => initialCheckout(homeCountry(locale), paymentError))

  // The cart (and a signed-in buyer's defaults) fill the form once, as they arrive. This render shows
  // them at once (derived, not set while rendering); the layout effect keeps them before anyone types.
  const arrivals: CheckoutEvent[] = []
  if (cart) {
    arrivals.push({
      type: 'cart-arrived',
      cart,
      signedIn: { email: user?.customer?.email ?? user?.email, firstName: appUser?.firstName, lastName: appUser?.lastName },
    })
    if (saved.addresses.length) {
      const billing = saved.defaultOf('billing')
      const shipping = saved.defaultOf('shipping')
      arrivals.push({
        type: 'saved-addresses-arrived',
        cart,
        billing: billing ? { id: billing.id, address: fieldsOf(billing) } : null,
        shipping: shipping ? { id: shipping.id, address: fieldsOf(shipping) } : null,
      })
    }
  }
  const state = arrivals.reduce(checkoutReducer, stored)
  const arrived = state !== stored
  useLayoutEffect(() => {
    if (arrived) for (const event of arrivals) dispatch(event)
  })

  useEffect(() => {
    client
      .get<{ countries: Country[] }>(siteApi.countries)
      .then((answer) => dispatch({ type: 'countries-loaded', countries: answer.countries }))
      .catch((error: unknown) => console.warn('[milepost] Could not load the countries', error))
  }, [client])

  const shipping = useShippingQuote(client, cart, pricedAt(state, cart))

  const stripeCard = useRef<CreatePaymentMethod | null>(null)
  const onStripeReady = useCallback((create: CreatePaymentMethod | null) => {
    stripeCard.current = create
  }, [])

  const edit = useCallback((change: Partial<CheckoutDraft>) => dispatch({ type: 'edit', change }), [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!cart) return
    const ports: CheckoutPorts = {
      dispatch,
      updateCart,
      addressBook: saved,
      stripe: { key: stripeKey, card: () => stripeCard.current },
      returnUrls: (gateway) => client.get<{ redirect: string; cancelUrl: string }>(gateway === 'card' ? siteApi.stripeUrls : siteApi.paypalUrls),
      pay: (request) => client.post<PayAnswer>(siteApi.pay, request),
      storedCartNumber: checkoutStorage.cartNumber,
      rememberOrder: checkoutStorage.rememberOrder,
      clearCart,
      go: (url) => window.location.assign(url),
      warn: (message, error) => console.warn(`[milepost] ${message}`, error),
    }
    void submitCheckout(ports, {
      draft: state,
      cart,
      customerId: user?.customer ? user.customer.id : null,
      shownTotal: fromDecimal(shownCart(cart, shipping).totalPrice, cart.currency),
      locale,
    })
  }

  return { status, cart, state, saved, shipping, edit, submit, onStripeReady }
}
