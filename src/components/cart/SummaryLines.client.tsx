'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import type { LineItemView } from '../../commerce/cart/view'
import type { CurrencyCode } from '../../commerce/money'
import type { Locale } from '../../i18n/locales'
import { useLineDetails } from './BasketLine.client'
import { formatDecimal } from './money'

function SummaryLine({ line, currency, locale }: { line: LineItemView; currency: CurrencyCode; locale: Locale }) {
  const t = useTranslations('basket')
  const details = useLineDetails(line)
  const title = line.snapshot?.title ?? line.description
  const image = line.snapshot?.image
  return (
    <li className="summary-line" data-line-id={line.id}>
      <div className="summary-line__image">{image && <Image src={image.src} alt="" width={image.width} height={image.height} sizes="56px" />}</div>
      <div className="summary-line__body">
        <p className="summary-line__title">{title}</p>
        {details.length > 0 && <p className="summary-line__details">{details.join(' · ')}</p>}
        <p className="summary-line__qty">{t('summaryQty', { qty: line.qty, price: formatDecimal(line.salePrice, currency, locale) })}</p>
      </div>
      <p className="summary-line__total">{formatDecimal(line.subtotal, currency, locale)}</p>
    </li>
  )
}

/** What is being bought, as the checkout's summary names it: each line with its picture, variant, quantity and price. */
export function SummaryLines({ lines, currency, locale }: { lines: LineItemView[]; currency: CurrencyCode; locale: Locale }) {
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <SummaryLine key={line.id} line={line} currency={currency} locale={locale} />
      ))}
    </ul>
  )
}
