'use client'

import { useTranslations } from 'next-intl'
import type { CartView } from '../../commerce/cart/view'
import type { Locale } from '../../i18n/locales'
import { AppLink } from '../ui/AppLink.client'
import { CouponForm } from './CouponForm.client'
import { SummaryLines } from './SummaryLines.client'
import { formatDecimal } from './money'
import { cartTaxAmounts, taxSummary } from './tax-summary'

/** Totals in the locale's money format, the coupon and the way to checkout; at checkout, the lines bought too. */
export function BasketSummary({ cart, locale, toCheckout = true }: { cart: CartView; locale: Locale; toCheckout?: boolean }) {
  const t = useTranslations('basket')
  const money = (amount: number) => formatDecimal(amount, cart.currency, locale)
  const taxes = taxSummary(cartTaxAmounts(cart), t, locale)
  const added = taxes.filter((line) => !line.included)
  const included = taxes.filter((line) => line.included)
  const shipping = !cart.needsShipping ? t('noShipping') : !cart.shippingMethodHandle ? t('shippingAtCheckout') : cart.totalShippingCost === 0 ? t('free') : money(cart.totalShippingCost)

  return (
    <aside className="basket__summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{t('summary')}</h2>
      {!toCheckout && <SummaryLines lines={cart.lineItems} currency={cart.currency} locale={locale} />}
      <CouponForm applied={cart.couponCode} />
      <dl className="basket__totals">
        <div>
          <dt>{cart.pricesIncludeTax ? t('subtotal') : t('beforeTax')}</dt>
          <dd>{money(cart.itemSubtotal)}</dd>
        </div>
        {cart.totalDiscount > 0 && (
          <div className="basket__discount">
            <dt>{t('discount')}</dt>
            <dd>−{money(cart.totalDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{shipping}</dd>
        </div>
        {added.map((line) => (
          <div key={line.label} className="basket__tax" data-testid="basket-tax">
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
        <div className="basket__grand-total">
          <dt>{t('total')}</dt>
          <dd data-testid="basket-total">{money(cart.totalPrice)}</dd>
        </div>
        {included.map((line) => (
          <div key={line.label} className="basket__tax basket__tax--included" data-testid="basket-tax">
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
      </dl>
      {toCheckout && (
        <AppLink href="/checkout" className="btn btn--red basket__checkout" prefetch={false}>
          {t('checkout')}
        </AppLink>
      )}
    </aside>
  )
}
