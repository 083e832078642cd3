import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { escapeHtml } from '../../lib/html'
import { type LineDetailKey, lineName } from '../cart/line-details'
import { formatMoney, type Money } from '../money'
import type { OrderLine } from '../orders/complete-order'

export type RefundMail = {
  orderNumber: string
  amount: Money
  orderLines: readonly Pick<OrderLine, 'id' | 'description' | 'sku' | 'kind' | 'options' | 'snapshot'>[]
  /** The lines and units given back (none: money only). */
  lines: readonly { lineId: number; qty: number }[]
}

/** The buyer's "we have refunded you" mail, in the order's language: how much, for what, and when to expect it. */
export function refundEmail(refund: RefundMail, locale: Locale, orderUrl: string, t: Translate) {
  const label = (key: LineDetailKey, values: Record<string, string | number>) => t(`basket.${key}`, values)
  const items = refund.lines
    .filter((l) => l.qty > 0)
    .map((given) => {
      const line = refund.orderLines.find((l) => l.id === given.lineId)
      return t('orderEmail.line', { qty: given.qty, title: line ? lineName(line, label) : '' })
    })
  const amount = formatMoney(refund.amount, locale)
  const subject = t('refundEmail.subject', { number: refund.orderNumber })
  const intro = t('refundEmail.intro', { amount, number: refund.orderNumber })
  const delay = t('refundEmail.delay')
  const link = { label: t('orderEmail.viewOrderLink'), url: orderUrl }
  const text = [
    subject,
    '',
    intro,
    ...(items.length ? ['', t('refundEmail.items'), ...items.map((i) => `- ${i}`)] : []),
    '',
    delay,
    '',
    `${link.label}: ${link.url}`,
    '',
    t('orderEmail.signOff'),
  ].join('\n')
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<h1 style="font-size:22px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
${items.length ? `<p>${escapeHtml(t('refundEmail.items'))}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(delay)}</p>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#c8102e;color:#fff;padding:10px 16px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p>${escapeHtml(t('orderEmail.signOff'))}</p>
</body></html>`
  return { subject, text, html }
}
