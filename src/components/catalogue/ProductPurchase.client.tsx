'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useId, useState } from 'react'
import { cartErrorMessage } from '@/components/cart/cart-calls'
import { priceIn } from '@/commerce/prices'
import { useMarket } from '@/components/market/MarketProvider.client'
import type { PriceTag } from '@/components/market/market-choice'
import { Price } from '@/components/market/Price.client'
import { AppLink } from '@/components/ui/AppLink.client'
import { useSession } from '@/components/session/SessionProvider.client'
import { choose, colourOptions, initialSelection, type PickerVariant, resolveVariant, type Selection, shownImageIndex, sizeOptions, styleOptions } from '@/shop/variant-picker'
import { FEW_LEFT } from '@/commerce/cart/stock'

/** `pictures`: the product's images, drawn on the server (productPictures), one shown at a time; `variants`' prices come written (priceTags). */
type Props = { title: string; variants: (PickerVariant & { prices: PriceTag[] })[]; pictures: ReactNode[] }

/** Gallery, variant choice (colour swatches, then style and size), quantity and add to basket. */
export function ProductPurchase({ title, variants, pictures }: Props) {
  const t = useTranslations('shop')
  const tCart = useTranslations('cart')
  const id = useId()
  const [selection, setSelection] = useState<Selection>(() => initialSelection(variants))
  const [qty, setQty] = useState(1)
  const { addToCart } = useSession()
  const { current: market } = useMarket()
  const [adding, setAdding] = useState<{ state: 'idle' | 'adding' | 'added' } | { state: 'error'; message: string }>({ state: 'idle' })
  const variant = resolveVariant(variants, selection)
  const colours = colourOptions(variants)
  const styles = styleOptions(variants, selection)
  const sizes = sizeOptions(variants, selection)
  const picture = pictures[shownImageIndex(variants, selection)] ?? pictures[0]
  const maxQty = variant?.inStock ? variant.maxQty : 1
  const shownVariant = variant ?? variants[0]
  // A variant without a price in the visitor's currency cannot go in their basket: say so instead of the price.
  const notSoldIn = market && variant && !priceIn(variant.prices, market.currency) ? market.name : null
  const update = (change: Selection) => {
    setSelection(choose(variants, selection, change))
    setQty(1)
    setAdding({ state: 'idle' })
  }
  async function add() {
    if (!variant) return
    setAdding({ state: 'adding' })
    try {
      await addToCart(variant.id, qty)
      setAdding({ state: 'added' })
    } catch (error) {
      setAdding({ state: 'error', message: cartErrorMessage(error) ?? tCart('updateFailed') })
    }
  }
  const stockStatus = variant && !variant.inStock ? (variant.size ? t('sizeOutOfStock') : t('outOfStock')) : null
  const status = !variant ? (sizes.length ? t('chooseSize') : null) : notSoldIn ? t('notSoldHere', { market: notSoldIn }) : stockStatus

  return (
    <div className="product">
      <div className="product__gallery">{picture}</div>
      <div className="product__buy">
        <h1 className="page__title">{title}</h1>
        <p className="product__price">{shownVariant && !notSoldIn && <Price prices={shownVariant.prices} />}</p>

        {colours.length > 0 && (
          <fieldset className="picker">
            <legend>
              {t('colour')}: <strong>{selection.colour}</strong>
            </legend>
            <div className="swatches">
              {colours.map((c) => (
                <label key={c.name} className="swatch" data-sold-out={!c.inStock || undefined} title={c.name}>
                  <input type="radio" name={`${id}-colour`} value={c.name} checked={selection.colour === c.name} onChange={() => update({ colour: c.name })} />
                  <span className="swatch__colour" style={{ background: c.colour2 ? `linear-gradient(135deg, ${c.colour1} 50%, ${c.colour2} 50%)` : (c.colour1 ?? '#ccc') }} />
                  <span className="visually-hidden">{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {styles.length > 1 && (
          <fieldset className="picker">
            <legend>{t('style')}</legend>
            <div className="options">
              {styles.map((s) => (
                <label key={s.value} className="option">
                  <input type="radio" name={`${id}-style`} value={s.value} checked={selection.style === s.value} onChange={() => update({ style: s.value })} />
                  <span>{s.value}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {sizes.length > 0 && (
          <fieldset className="picker">
            <legend>{t('size')}</legend>
            <div className="options">
              {sizes.map((s) => (
                <label key={s.value} className="option" data-sold-out={!s.inStock || undefined}>
                  <input type="radio" name={`${id}-size`} value={s.value} checked={selection.size === s.value} onChange={() => update({ size: s.value })} />
                  <span>{s.value}</span>
                  {!s.inStock && <span className="visually-hidden"> ({t('sizeOutOfStock')})</span>}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <p className="product__status" role="status">
          {status}
          {variant?.inStock && !notSoldIn && variant.maxQty <= FEW_LEFT ? t('onlyLeft', { count: variant.maxQty }) : null}
        </p>

        <div className="quantity">
          <label htmlFor={`${id}-qty`}>{t('quantity')}</label>
          <div className="quantity__stepper">
            <button type="button" onClick={() => setQty(Math.max(1, qty - 1))} disabled={qty <= 1} aria-label={t('decrease')}>
              −
            </button>
            <input id={`${id}-qty`} type="number" inputMode="numeric" min={1} max={maxQty} value={qty} onChange={(e) => setQty(Math.min(maxQty, Math.max(1, Number(e.target.value) || 1)))} />
            <button type="button" onClick={() => setQty(Math.min(maxQty, qty + 1))} disabled={qty >= maxQty} aria-label={t('increase')}>
              +
            </button>
          </div>
        </div>

        <button
          type="button"
          className="btn btn--red product__add"
          disabled={!variant?.inStock || !!notSoldIn || adding.state === 'adding'}
          aria-describedby={`${id}-add-note`}
          onClick={() => void add()}
        >
          {adding.state === 'adding' ? t('adding') : t('addToBasket')}
        </button>
        <p className="product__note" id={`${id}-add-note`} role="status">
          {adding.state === 'added' && (
            <>
              {t('added')} <AppLink href="/basket">{t('viewBasket')}</AppLink>
            </>
          )}
          {adding.state === 'error' && <span className="product__error">{adding.message}</span>}
        </p>
      </div>
    </div>
  )
}
