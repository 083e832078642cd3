'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { cartErrorMessage } from '@/components/cart/cart-calls'
import { useSteadyLoading } from '../../lib/use-steady-loading'
import type { Locale } from '../../i18n/locales'
import { useSession } from '../session/SessionProvider.client'
import { AppLink } from '../ui/AppLink.client'
import { BasketLine } from './BasketLine.client'
import { BasketSummary } from './BasketSummary.client'

/** The basket (spec §2 /basket): lines with steppers and remove, the coupon, totals and the way to checkout. */
export function Basket({ locale }: { locale: Locale }) {
  const t = useTranslations('basket')
  const tCart = useTranslations('cart')
  const { status, cart, changeLines } = useSession()
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({})
  const loading = useSteadyLoading(status === 'loading')

  if (loading) {
    return (
      <p className="basket__loading" role="status">
        {t('loading')}
      </p>
    )
  }
  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className="basket__empty">
        <p className="basket__empty-title">{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <p className="basket__empty-actions">
          <AppLink href="/events" className="btn btn--black">
            {t('browseEvents')}
          </AppLink>
          <AppLink href="/shop" className="btn btn--secondary">
            {t('browseShop')}
          </AppLink>
        </p>
      </div>
    )
  }

  async function change(lineId: number, qty: number | 'remove') {
    setLineErrors(({ [lineId]: _, ...rest }) => rest)
    try {
      await changeLines({ [lineId]: qty === 'remove' ? { remove: true } : { qty } })
    } catch (error) {
      setLineErrors((e) => ({ ...e, [lineId]: cartErrorMessage(error) ?? tCart('updateFailed') }))
    }
  }

  const notices = new Map(cart.notices.map((n) => [n.field, n.message]))
  return (
    <div className="basket">
      <div className="basket__lines">
        <p className="basket__count">{t('items', { count: cart.totalQty })}</p>
        {notices.has('lineItems') && (
          <p className="form-error" role="alert">
            {notices.get('lineItems')}
          </p>
        )}
        <ul className="basket__list">
          {cart.lineItems.map((line, index) => (
            <BasketLine
              key={line.id}
              line={line}
              currency={cart.currency}
              locale={locale}
              problem={lineErrors[line.id] ?? notices.get(`lineItems.${index}.qty`) ?? notices.get(`lineItems.${index}.options`) ?? null}
              onQuantity={(qty) => void change(line.id, qty)}
              onRemove={() => void change(line.id, 'remove')}
            />
          ))}
        </ul>
        <AppLink href="/shop" className="basket__continue">
          {t('continueShopping')}
        </AppLink>
      </div>
      <BasketSummary cart={cart} locale={locale} />
    </div>
  )
}
