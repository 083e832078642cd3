'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'
import { cartErrorDetail, cartErrorMessage } from '@/components/cart/cart-calls'
import { useSession } from '../session/SessionProvider.client'

/** Applies or removes a discount code; a refusal shows the first message for the code (spec §5), then why. */
export function CouponForm({ applied }: { applied: string | null }) {
  const t = useTranslations('basket')
  const tCart = useTranslations('cart')
  const { setCoupon } = useSession()
  const id = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [detail, setDetail] = useState<string | null>(null)

  async function submit(value: string) {
    setBusy(true)
    setError(null)
    setDetail(null)
    try {
      await setCoupon(value)
      setCode('')
    } catch (e) {
      setError(cartErrorMessage(e, 'couponCode') ?? tCart('updateFailed'))
      setDetail(cartErrorDetail(e, 'couponCode'))
    } finally {
      setBusy(false)
    }
  }

  if (applied) {
    return (
      <div className="coupon coupon--applied">
        <p role="status">{t('couponApplied', { code: applied })}</p>
        <button type="button" className="coupon__remove" onClick={() => void submit('')} disabled={busy}>
          {t('removeCoupon')}
        </button>
      </div>
    )
  }

  return (
    <form
      className="coupon"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        if (code.trim()) void submit(code)
      }}
    >
      <label htmlFor={`${id}-code`}>{t('couponLabel')}</label>
      <div className="coupon__row">
        <input
          id={`${id}-code`}
          name="couponCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn--black" disabled={busy || !code.trim()}>
          {t('applyCoupon')}
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
          {detail && <span className="field__error-detail"> {detail}</span>}
        </p>
      )}
    </form>
  )
}
