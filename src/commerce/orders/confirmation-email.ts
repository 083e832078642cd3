import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { escapeHtml } from '../../lib/html'
import { addressLines } from '../address-format'
import { type LineDetailKey, lineName } from '../cart/line-details'
import { formatTaxPercent } from '../../i18n/format'
import { formatMoney, isZero, type Money } from '../money'
import type { Order, OrderLine } from './complete-order'

/** The buyer's links: the order page, and the invoice PDF (null on orders older than invoices). */
export type ConfirmationLinks = { order: string; invoice: string | null }

/**
 * The buyer's confirmation, in the order's language and currency: subject, plain text and HTML.
 * Tax added to the prices stands above the total, tax included in them below it. Training plans
 * are delivered in it: each with its own link (`planUrl`), which opens the plan without an account.
 */
export function confirmationEmail(order: Order, locale: Locale, links: ConfirmationLinks, t: Translate, planUrl: (line: OrderLine) => string | null = () => null) {
  const money = (amount: Money) => formatMoney(amount, locale)
  const orderUrl = links.order
  const plans = order.lineItems.flatMap((l) => {
    const url = l.kind === 'plan' ? planUrl(l) : null
    return url ? [{ title: l.snapshot?.title || l.description, url }] : []
  })
  const label = (key: LineDetailKey, values: Record<string, string | number>) => t(`basket.${key}`, values)
  // Before the discount, as on the order page and the checkout: the discount has a line of its own, so the lines add up.
  const lines = order.lineItems.map((l) => ({ label: t('orderEmail.line', { qty: l.qty, title: lineName(l, label) }), amount: money(l.subtotal) }))
  const taxLabel = (name: string, percent: number) => ({ name, percent: formatTaxPercent(percent, locale) })
  const addedTax = order.taxLines.filter((l) => !l.included).map((l): [string, string] => [t('invoice.taxAdded', taxLabel(l.name, l.percent)), money(l.amount)])
  const includedTax = order.taxLines.filter((l) => l.included).map((l): [string, string] => [t('orderEmail.taxIncluded', taxLabel(l.name, l.percent)), money(l.amount)])
  const totals: [string, string][] = [
    [t('basket.subtotal'), money(order.itemSubtotal)],
    ...(isZero(order.totalDiscount) ? [] : [[t('basket.discount'), `−${money(order.totalDiscount)}`] as [string, string]]),
    // Plans and entries alone send nothing: no shipping to speak of.
    ...(!isZero(order.totalShippingCost) || order.lineItems.some((l) => l.kind === 'merch') ? [[t('basket.shipping'), money(order.totalShippingCost)] as [string, string]] : []),
    ...addedTax,
    [t('basket.total'), money(order.totalPrice)],
  ]
  const address = order.shippingAddress ? addressLines(order.shippingAddress, locale) : []

  const subject = t('orderEmail.subject', { number: order.number })
  const text = [
    t('orderEmail.greeting'),
    '',
    t('orderEmail.intro', { number: order.number }),
    '',
    ...lines.map((l) => `${l.label}: ${l.amount}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...includedTax.map(([label, value]) => `${label}: ${value}`),
    ...(address.length ? ['', `${t('orderEmail.deliverTo')}:`, ...address] : []),
    ...(plans.length ? ['', `${t('orderEmail.plans')}:`, ...plans.map((p) => t('orderEmail.openPlan', { title: p.title, url: p.url }))] : []),
    '',
    t('orderEmail.viewOrder', { url: orderUrl }),
    ...(links.invoice ? [`${t('invoice.download')}: ${links.invoice}`] : []),
    '',
    t('orderEmail.signOff'),
  ].join('\n')
  const row = (label: string, value: string, bold = false) =>
    `<tr><td style="padding:4px 16px 4px 0">${bold ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${bold ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)}</td></tr>`
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<h1 style="font-size:22px">${escapeHtml(t('orderEmail.greeting'))}</h1>
<p>${escapeHtml(t('orderEmail.intro', { number: order.number }))}</p>
<table style="border-collapse:collapse;width:100%">${lines.map((l) => row(l.label, l.amount)).join('')}</table>
<hr style="border:0;border-top:1px solid #ddd">
<table style="border-collapse:collapse;width:100%">${totals.map(([label, value], i) => row(label, value, i === totals.length - 1)).join('')}${includedTax.map(([label, value]) => row(label, value)).join('')}</table>
${address.length ? `<p><strong>${escapeHtml(t('orderEmail.deliverTo'))}</strong><br>${address.map(escapeHtml).join('<br>')}</p>` : ''}
${plans.length ? `<p><strong>${escapeHtml(t('orderEmail.plans'))}</strong></p><ul>${plans.map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t('orderEmail.viewOrderLink'))}</a></p>
${links.invoice ? `<p><a href="${escapeHtml(links.invoice)}">${escapeHtml(t('invoice.download'))}</a></p>` : ''}
<p>${escapeHtml(t('orderEmail.signOff'))}</p>
</body></html>`
  return { subject, text, html }
}
