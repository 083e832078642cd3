'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { EntryFlowData } from '../../server/entries/flow-data'
import type { LoadingLabel } from '../../entries/flow'
import type { EntryDraft } from '../../entries/model'
import type { EntryFlowService } from '../../entries/service'
import { optionLabel, type PickerVariant } from '../../shop/variant-picker'
import { Price } from '../market/Price.client'
import { entryErrorMessage } from './entry-errors'

type Props = { entry: EntryDraft; data: EntryFlowData; service: EntryFlowService; loading: LoadingLabel }

const variantLabel = (v: PickerVariant) => [v.colourName, v.style, v.size].filter(Boolean).join(' · ') || v.title

/** Spec §4: kit for one entrant, each item a line tied to their entry; 'Size out of stock' where it applies. */
export function EntryMerch({ entry, data, service, loading }: Props) {
  const t = useTranslations('entries')
  const tShop = useTranslations('shop')
  const tAll = useTranslations()
  const [message, setMessage] = useState<string | null>(null)
  const name = [entry.user.firstName, entry.user.lastName].filter(Boolean).join(' ') || t('unnamed')

  async function run(operation: () => Promise<void>) {
    setMessage(null)
    try {
      await operation()
    } catch (error) {
      setMessage(entryErrorMessage(error, tAll))
    }
  }

  return (
    <section className="entry-merch" aria-label={t('merchFor', { name })}>
      <h2 className="entry-form__title">{t('merchFor', { name })}</h2>
      {data.merch.length === 0 && <p>{t('noMerch')}</p>}
      <ul className="entry-merch__list">
        {data.merch.map((product) => (
          <MerchItem
            key={product.id}
            product={product}
            chosen={entry.merch.map((m) => m.id)}
            loading={loading}
            entryId={entry.id}
            onAdd={(variantId) => void run(() => service.addEntryMerch(entry.id, variantId))}
            onRemove={(variantId) => void run(() => service.removeEntryMerch(entry.id, variantId))}
            labels={{
              add: t('addMerch'),
              adding: t('adding'),
              remove: t('removeMerch'),
              inBasket: t('inYourBasket'),
              soldOut: tShop('sizeOutOfStock'),
              outOfStock: tShop('outOfStock'),
              option: optionLabel(product.variants, { colour: tShop('colour'), style: tShop('style'), size: tShop('size') }),
            }}
          />
        ))}
      </ul>
      <p className="form-error" role="alert">
        {message}
      </p>
    </section>
  )
}

type ItemProps = {
  product: EntryFlowData['merch'][number]
  chosen: number[]
  loading: LoadingLabel
  entryId: string
  onAdd: (variantId: number) => void
  onRemove: (variantId: number) => void
  labels: { add: string; adding: string; remove: string; inBasket: string; soldOut: string; outOfStock: string; option: string }
}

function MerchItem({ product, chosen, loading, entryId, onAdd, onRemove, labels }: ItemProps) {
  const id = useId()
  const first = product.variants.find((v) => v.inStock) ?? product.variants[0]
  const [variantId, setVariantId] = useState(first?.id ?? 0)
  const variant = product.variants.find((v) => v.id === variantId)
  const inBasket = product.variants.filter((v) => chosen.includes(v.id))
  const busy = loading !== 'idle'
  const soldOut = variant && !variant.inStock ? (variant.size ? labels.soldOut : labels.outOfStock) : null
  return (
    <li className="entry-merch__item">
      {product.image && <Image src={product.image.src} alt={product.image.alt} width={96} height={112} sizes="96px" className="entry-merch__image" />}
      <div className="entry-merch__body">
        <p className="entry-merch__title">
          {product.title} · <Price prices={(variant ?? first)?.prices ?? []} />
        </p>
        {product.variants.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-variant`}>{labels.option}</label>
            <select id={`${id}-variant`} value={variantId} onChange={(e) => setVariantId(Number(e.target.value))} aria-describedby={soldOut ? `${id}-status` : undefined}>
              {product.variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {variantLabel(v)}
                  {v.inStock ? '' : ` (${v.size ? labels.soldOut : labels.outOfStock})`}
                </option>
              ))}
            </select>
          </div>
        )}
        {soldOut && (
          <p className="field__error" id={`${id}-status`}>
            {soldOut}
          </p>
        )}
        <button type="button" className="btn btn--secondary btn--small" disabled={busy || !variant?.inStock || chosen.includes(variantId)} onClick={() => onAdd(variantId)}>
          {loading === `adding-entry-merch-${entryId}-${variantId}` ? labels.adding : labels.add}
        </button>
        {inBasket.map((v) => (
          <p key={v.id} className="entry-merch__chosen">
            {labels.inBasket}: {variantLabel(v)}{' '}
            <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(v.id)}>
              {labels.remove}
            </button>
          </p>
        ))}
      </div>
    </li>
  )
}
