'use client'

import { useTranslations } from 'next-intl'
import type { CartView } from '../../commerce/cart/view'
import type { Locale } from '../../i18n/locales'
import { AppLink } from '../ui/AppLink.client'
import { CouponForm } from './CouponForm.client'
import { SummaryLines } from './SummaryLines.client'
import { formatDecimal } from './money'

/** Totals in the locale's money format, the coupon and the way to checkout; at checkout, the lines bought too. */
export function BasketSummary({ cart, locale, toCheckout = true }: { cart: CartView; locale: Locale; toCheckout?: boolean }) {
  const t = useTranslations('basket')
  const shipping = !cart.needsShipping
    ? t('noShipping')
    : !cart.shippingMethodHandle
      ? t('shippingAtCheckout')
      : cart.totalShippingCost === 0
        ? t('free')
        : formatDecimal(cart.totalShippingCost, locale)

  return (
    <aside className="basket__summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{t('summary')}</h2>
      {!toCheckout && <SummaryLines lines={cart.lineItems} locale={locale} />}
      <CouponForm applied={cart.couponCode} />
      <dl className="basket__totals">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{formatDecimal(cart.itemSubtotal, locale)}</dd>
        </div>
        {cart.totalDiscount > 0 && (
          <div className="basket__discount">
            <dt>{t('discount')}</dt>
            <dd>−{formatDecimal(cart.totalDiscount, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{shipping}</dd>
        </div>
        <div className="basket__grand-total">
          <dt>{t('total')}</dt>
          <dd data-testid="basket-total">{formatDecimal(cart.totalPrice, locale)}</dd>
        </div>
      </dl>
      {toCheckout && (
        <AppLink href="/checkout" className="btn btn--red basket__checkout" prefetch={false}>
          {t('checkout')}
        </AppLink>
      )}
    </aside>
  )
}
