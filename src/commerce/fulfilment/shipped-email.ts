import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { escapeHtml } from '../../lib/html'
import { type LineDetailKey, lineName } from '../cart/line-details'
import type { OrderLine } from '../orders/complete-order'
import type { FulfilmentState, PackedLine } from './fulfilment'

export type ShippedParcelMail = {
  orderNumber: string
  /** The order's lines, to name the parcel's lines in the buyer's language (a line no longer found keeps its stored name). */
  orderLines: readonly Pick<OrderLine, 'id' | 'description' | 'sku' | 'kind' | 'options' | 'snapshot'>[]
  lines: readonly PackedLine[]
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
  /** The order's state once this parcel shipped: more to come when partly shipped. */
  fulfilment: FulfilmentState
}

/**
 * The buyer's "your kit is on its way" mail, in the order's language: what the parcel holds, the
 * carrier and tracking number, the carrier's tracking page (when the editor gave one) and the
 * order page, which lists every parcel.
 */
export function kitShippedEmail(parcel: ShippedParcelMail, locale: Locale, orderUrl: string, t: Translate) {
  const label = (key: LineDetailKey, values: Record<string, string | number>) => t(`basket.${key}`, values)
  const items = parcel.lines.map((packed) => {
    const line = parcel.orderLines.find((l) => l.id === packed.lineId)
    return t('orderEmail.line', { qty: packed.qty, title: line ? lineName(line, label) : packed.description })
  })
  const subject = t('kitEmail.subject', { number: parcel.orderNumber })
  const intro = t('kitEmail.intro', { number: parcel.orderNumber })
  const sent = t('kitEmail.carrier', { carrier: parcel.carrier, tracking: parcel.trackingNumber })
  const more = parcel.fulfilment === 'partly-shipped' ? [t('kitEmail.more')] : []
  const links = [...(parcel.trackingUrl ? [{ label: t('kitEmail.trackParcel'), url: parcel.trackingUrl }] : []), { label: t('orderEmail.viewOrderLink'), url: orderUrl }]
  const text = [subject, '', intro, '', ...items.map((i) => `- ${i}`), '', sent, ...more, '', ...links.map((l) => `${l.label}: ${l.url}`), '', t('orderEmail.signOff')].join('\n')
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<h1 style="font-size:22px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>
<p>${escapeHtml(sent)}</p>
${more.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${links.map((l) => `<p><a href="${escapeHtml(l.url)}" style="display:inline-block;background:#c8102e;color:#fff;padding:10px 16px;text-decoration:none">${escapeHtml(l.label)}</a></p>`).join('\n')}
<p>${escapeHtml(t('orderEmail.signOff'))}</p>
</body></html>`
  return { subject, text, html }
}
