'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { lineDetails } from '../../commerce/cart/line-details'
import type { LineItemView } from '../../commerce/cart/view'
import type { CurrencyCode } from '../../commerce/money'
import type { Locale } from '../../i18n/locales'
import { AppLink } from '../ui/AppLink.client'
import { formatDecimal } from './money'

type Props = {
  line: LineItemView
  currency: CurrencyCode
  locale: Locale
  problem: string | null
  onQuantity: (qty: number) => void
  onRemove: () => void
}

const MAX_QTY = 99

/** What a person needs to recognise a line: variant attributes and the entry options that matter. */
export function useLineDetails(line: LineItemView): string[] {
  const t = useTranslations('basket')
  return lineDetails(line, (key, values) => t(key, values))
}

export function BasketLine({ line, currency, locale, problem, onQuantity, onRemove }: Props) {
  const t = useTranslations('basket')
  const details = useLineDetails(line)
  const title = line.snapshot?.title ?? line.description
  // Entry lines belong to the entry flow: their quantity follows the entrants; a plan is bought once. Only removal is offered here.
  const fixedQuantity = (line.kind === 'entry' && !!line.options.entryId) || line.kind === 'plan'
  const image = line.snapshot?.image
  const problemId = `line-${line.id}-problem`

  return (
    <li className="basket-line" data-line-id={line.id}>
      <div className="basket-line__image">{image && <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="96px" />}</div>
      <div className="basket-line__body">
        <h2 className="basket-line__title">{line.snapshot?.path ? <AppLink href={line.snapshot.path}>{title}</AppLink> : title}</h2>
        {line.snapshot?.variantTitle && line.snapshot.variantTitle !== title && !details.length && <p className="basket-line__detail">{line.snapshot.variantTitle}</p>}
        {details.length > 0 && (
          <ul className="basket-line__details">
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
        <p className="basket-line__each">{t('each', { price: formatDecimal(line.salePrice, currency, locale) })}</p>
        {problem && (
          <p className="basket-line__problem" id={problemId} role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="basket-line__actions">
        {fixedQuantity ? (
          <span className="basket-line__qty">×{line.qty}</span>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a stepper's three controls, not a form section: a fieldset's box would change it
          <div className="quantity__stepper" role="group" aria-label={t('quantityOf', { title })}>
            <button type="button" onClick={() => onQuantity(line.qty - 1)} disabled={line.qty <= 1} aria-label={t('decrease', { title })}>
              −
            </button>
            <output className="basket-line__qty" aria-live="polite" aria-describedby={problem ? problemId : undefined}>
              {line.qty}
            </output>
            <button type="button" onClick={() => onQuantity(line.qty + 1)} disabled={line.qty >= MAX_QTY} aria-label={t('increase', { title })}>
              +
            </button>
          </div>
        )}
        <button type="button" className="basket-line__remove" onClick={onRemove} aria-label={t('removeItem', { title })}>
          {t('remove')}
        </button>
        <p className="basket-line__total">{formatDecimal(line.subtotal, currency, locale)}</p>
      </div>
    </li>
  )
}
