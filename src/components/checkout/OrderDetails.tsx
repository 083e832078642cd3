import { getTranslations } from 'next-intl/server'
import type { Address } from '@/commerce/cart/types'
import type { Order } from '@/commerce/checkout/complete-order'
import { countryName } from '@/commerce/countries'
import { formatMoney } from '@/commerce/money'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

function AddressBlock({ title, address, locale }: { title: string; address: Address | null; locale: Locale }) {
  if (!address) return null
  const lines = [
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    address.company,
    address.addressLine1,
    address.addressLine2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.county,
    countryName(address.countryCode, locale),
  ].filter(Boolean)
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {lines.map((l) => (
          <span key={l} className="order-details__address-line">
            {l}
          </span>
        ))}
      </address>
    </div>
  )
}

/** What the buyer bought (spec §2 /order): lines, totals, addresses, payment. Server-rendered, no script. */
export async function OrderDetails({ order, locale }: { order: Order; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'order' })
  const tb = await getTranslations({ locale, namespace: 'basket' })
  const money = (pence: number) => formatMoney(pence, locale)
  return (
    <section className="page order-details" aria-labelledby="order-title">
      <h2 id="order-title">{t('title', { number: order.number })}</h2>
      <p>
        {t('placed', { date: formatDay(order.placedAt, locale) })} · {t('paidWith', { method: t(order.gateway) })}
      </p>
      <p>{t('confirmationSent', { email: order.email })}</p>
      <h3>{t('items')}</h3>
      <ul className="order-details__lines">
        {order.lineItems.map((line) => (
          <li key={line.id}>
            <span>
              {line.qty} × {line.description}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="basket__totals order-details__totals">
        <div>
          <dt>{tb('subtotal')}</dt>
          <dd>{money(order.itemSubtotal)}</dd>
        </div>
        {order.totalDiscount > 0 && (
          <div>
            <dt>{tb('discount')}</dt>
            <dd>−{money(order.totalDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{tb('shipping')}</dt>
          <dd>{money(order.totalShippingCost)}</dd>
        </div>
        <div className="basket__grand-total">
          <dt>{tb('total')}</dt>
          <dd data-testid="order-total">{money(order.totalPrice)}</dd>
        </div>
      </dl>
      <div className="order-details__addresses">
        <AddressBlock title={t('billing')} address={order.billingAddress} locale={locale} />
        <AddressBlock title={t('delivery')} address={order.shippingAddress} locale={locale} />
      </div>
    </section>
  )
}
