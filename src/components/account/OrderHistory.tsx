import { getTranslations } from 'next-intl/server'
import { type LineDetailKey, lineName } from '../../commerce/cart/line-details'
import type { Order } from '../../commerce/orders/complete-order'
import { formatMoney } from '../../commerce/money'
import { formatDay } from '../../i18n/format'
import { type Locale, localizedPath } from '../../i18n/locales'

/** The signed-in customer's orders, each naming what was bought and linking to its order page. */
export async function OrderHistory({ orders, locale }: { orders: Order[]; locale: Locale }) {
  const [t, tb] = await Promise.all([getTranslations('account'), getTranslations('basket')])
  const label = (key: LineDetailKey, values: Record<string, string | number>) => tb(key, values)
  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('yourOrders')}</h2>
      {orders.length === 0 ? (
        <p>{t('noOrders')}</p>
      ) : (
        <ul className="address-book__list">
          {orders.map((order) => (
            <li key={order.number} className="address-book__item order-history__item">
              <strong>{order.number}</strong>
              <span>{t('orderPlaced', { date: formatDay(order.placedAt, locale) })}</span>
              <span className="order-history__items">{order.lineItems.map((line) => `${line.qty} × ${lineName(line, label)}`).join(' · ')}</span>
              <span>{formatMoney(order.totalPrice, locale)}</span>
              <a href={`${localizedPath(locale, '/order')}?number=${encodeURIComponent(order.number)}&key=${order.accessKey}`}>
                {t('viewOrder')}
                <span className="visually-hidden"> {order.number}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
