import { getTranslations } from 'next-intl/server'
import { addressLines } from '@/commerce/address-format'
import { type LineDetailKey, lineName } from '@/commerce/cart/line-details'
import type { Address } from '@/commerce/cart/types'
import type { FulfilmentState, PackedLine } from '@/commerce/fulfilment/fulfilment'
import type { Order, OrderLine } from '@/commerce/orders/complete-order'
import { formatMoney, isZero, type Money } from '@/commerce/money'
import { orderTaxAmounts, taxSummary } from '@/components/cart/tax-summary'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

function AddressBlock({ title, address, locale }: { title: string; address: Address | null; locale: Locale }) {
  if (!address) return null
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {addressLines(address, locale).map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines of an address may read the same (town and region)
          <span key={i} className="order-details__address-line">
            {l}
          </span>
        ))}
      </address>
    </div>
  )
}

/** The order's kit as it stands, and the parcels sent (src/server/stores/shipment-store.ts). */
export type OrderShipping = {
  fulfilment: FulfilmentState
  parcels: { id: number; lines: PackedLine[]; carrier: string; trackingNumber: string; trackingUrl: string | null; shippedAt: string }[]
}

type Props = { order: Order; locale: Locale; planHref: (line: OrderLine) => string | null; invoiceHref: string | null; shipping?: OrderShipping | null }

const has = (order: Order, kind: OrderLine['kind']) => order.lineItems.some((l) => l.kind === kind)
const sendsKit = (order: Order) => has(order, 'merch')

/** What comes next, only what applies: kit is sent (while none of it has left), plans open now, entries are made. */
function nextSteps(order: Order, shipping: OrderShipping | null): ('nextKit' | 'nextPlans' | 'nextEntries')[] {
  const kitWaits = sendsKit(order) && (!shipping || shipping.fulfilment === 'to-ship')
  return [...(kitWaits ? (['nextKit'] as const) : []), ...(has(order, 'plan') ? (['nextPlans'] as const) : []), ...(has(order, 'entry') ? (['nextEntries'] as const) : [])]
}

/**
 * What the buyer bought (spec §2 /order): lines at their price before the discount, which has a line
 * of its own, so that they add up; the plans to open; addresses as their country writes them.
 * Server-rendered, no script. `planHref` is where a plan line opens its plan (null: nowhere);
 * `invoiceHref` where its invoice downloads (null: an order older than invoices).
 */
const kitStates: Partial<Record<FulfilmentState, 'kitToShip' | 'kitPartlyShipped' | 'kitShipped'>> = {
  'to-ship': 'kitToShip',
  'partly-shipped': 'kitPartlyShipped',
  shipped: 'kitShipped',
}

export async function OrderDetails({ order, locale, planHref, invoiceHref, shipping = null }: Props) {
  const t = await getTranslations({ locale, namespace: 'order' })
  const tb = await getTranslations({ locale, namespace: 'basket' })
  const ti = await getTranslations({ locale, namespace: 'invoice' })
  const money = (amount: Money) => formatMoney(amount, locale)
  const taxes = taxSummary(orderTaxAmounts(order), tb, locale)
  const label = (key: LineDetailKey, values: Record<string, string | number>) => tb(key, values)
  const kitState = shipping && sendsKit(order) ? kitStates[shipping.fulfilment] : undefined
  const plans = order.lineItems.flatMap((line) => {
    const href = planHref(line)
    return href ? [{ id: line.id, title: line.snapshot?.title || line.description, href }] : []
  })
  return (
    <section className="page order-details" aria-labelledby="order-title">
      <h2 id="order-title">{t('title', { number: order.number })}</h2>
      <p>
        {t('placed', { date: formatDay(order.placedAt, locale) })} · {t('paidWith', { method: t(order.gateway) })}
      </p>
      <p>{t('confirmationSent', { email: order.email })}</p>
      {order.invoiceNumber && invoiceHref && (
        <p className="order-details__invoice">
          {ti('labelled', { label: ti('number'), value: order.invoiceNumber })} ·{' '}
          <a href={invoiceHref} download data-testid="invoice-download">
            {ti('download')}
          </a>
        </p>
      )}
      {nextSteps(order, shipping).map((step) => (
        <p key={step} className="order-details__next" data-step={step}>
          {t(step)}
        </p>
      ))}
      {kitState && (
        <p className="order-details__kit" data-fulfilment={shipping?.fulfilment}>
          {t(kitState)}
        </p>
      )}
      {shipping && shipping.parcels.length > 0 && (
        <>
          <h3>{t('parcelsTitle')}</h3>
          <ul className="order-details__parcels">
            {shipping.parcels.map((parcel) => (
              <li key={parcel.id} data-testid="order-parcel">
                <p>
                  {t('parcelShipped', { date: formatDay(parcel.shippedAt, locale), carrier: parcel.carrier, tracking: parcel.trackingNumber })}
                  {parcel.trackingUrl && (
                    <>
                      {' · '}
                      <a href={parcel.trackingUrl} rel="noopener noreferrer nofollow" target="_blank">
                        {t('trackParcel')}
                      </a>
                    </>
                  )}
                </p>
                <ul>
                  {parcel.lines.map((packed) => {
                    const line = order.lineItems.find((l) => l.id === packed.lineId)
                    return <li key={packed.lineId}>{t('parcelLine', { qty: packed.qty, title: line ? lineName(line, label) : packed.description })}</li>
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {plans.length > 0 && (
        <>
          <h3>{t('plansTitle')}</h3>
          <ul className="order-details__plans">
            {plans.map((plan) => (
              <li key={plan.id}>
                <a href={plan.href} className="btn btn--red">
                  {t('openPlan', { title: plan.title })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('items')}</h3>
      <ul className="order-details__lines">
        {order.lineItems.map((line) => (
          <li key={line.id}>
            <span>
              {line.qty} × {lineName(line, label)}
            </span>
            <span>{money(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="basket__totals order-details__totals">
        <div>
          <dt>{order.pricesIncludeTax ? tb('subtotal') : tb('beforeTax')}</dt>
          <dd>{money(order.itemSubtotal)}</dd>
        </div>
        {!isZero(order.totalDiscount) && (
          <div>
            <dt>{tb('discount')}</dt>
            <dd>−{money(order.totalDiscount)}</dd>
          </div>
        )}
        {(sendsKit(order) || !isZero(order.totalShippingCost)) && (
          <div>
            <dt>{tb('shipping')}</dt>
            <dd>{money(order.totalShippingCost)}</dd>
          </div>
        )}
        {taxes
          .filter((line) => !line.included)
          .map((line) => (
            <div key={line.label} className="basket__tax">
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        <div className="basket__grand-total">
          <dt>{tb('total')}</dt>
          <dd data-testid="order-total">{money(order.totalPrice)}</dd>
        </div>
        {order.refundedTotal.amount > 0 && (
          <div className="basket__tax" data-testid="order-refunded">
            <dt>{t(order.status === 'refunded' ? 'refundedInFull' : 'refunded')}</dt>
            <dd>−{money(order.refundedTotal)}</dd>
          </div>
        )}
        {taxes
          .filter((line) => line.included)
          .map((line) => (
            <div key={line.label} className="basket__tax basket__tax--included">
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
      </dl>
      <div className="order-details__addresses">
        <AddressBlock title={t('billing')} address={order.billingAddress} locale={locale} />
        <AddressBlock title={t('delivery')} address={order.shippingAddress} locale={locale} />
      </div>
    </section>
  )
}
