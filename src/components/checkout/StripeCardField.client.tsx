'use client'

import type { StripeCardElement, StripeElementLocale } from '@stripe/stripe-js'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { Locale } from '../../i18n/locales'

/** What the card field gives the checkout: a Stripe payment method id, or an error with Stripe's text. */
export type CreatePaymentMethod = () => Promise<string>

const stripeLocales: Record<Locale, StripeElementLocale> = {
  en: 'en-GB',
  fr: 'fr',
  de: 'de',
  it: 'it',
  nl: 'nl',
  es: 'es',
  'es-mx': 'es-419',
  'fr-ca': 'fr-CA',
  sv: 'sv',
}

type Props = { publishableKey: string; locale: Locale; onReady: (create: CreatePaymentMethod | null) => void }

/**
 * Stripe's card element, loaded only here (Stripe.js comes from Stripe when the buyer chooses the
 * card): the card number never touches our server, only the payment method id it makes.
 */
export function StripeCardField({ publishableKey, locale, onReady }: Props) {
  const t = useTranslations('checkout')
  const mount = useRef<HTMLDivElement>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let card: StripeCardElement | null = null
    let cancelled = false
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure')
        const stripe = await loadStripe(publishableKey)
        if (!stripe || cancelled || !mount.current) return
        card = stripe.elements({ locale: stripeLocales[locale] }).create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } })
        card.mount(mount.current)
        card.on('change', (event) => setProblem(event.error?.message ?? null))
        const element = card
        onReady(async () => {
          const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card: element })
          if (error || !paymentMethod) throw new Error(error?.message ?? t('cardLoadFailed'))
          return paymentMethod.id
        })
      } catch (error) {
        console.warn('[milepost] Stripe could not load', error)
        if (!cancelled) setProblem(t('cardLoadFailed'))
      }
    })()
    return () => {
      cancelled = true
      onReady(null)
      card?.destroy()
    }
  }, [publishableKey, locale, onReady, t])

  return (
    <div className="field">
      <span className="field__label" id="card-details-label">
        {t('cardDetails')}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: Stripe mounts its iframe into this element; it must stay a plain box */}
      <div ref={mount} className="stripe-card" role="group" aria-labelledby="card-details-label" />
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
