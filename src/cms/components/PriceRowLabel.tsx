'use client'

import { useRowLabel } from '@payloadcms/ui'
import { isCurrencyCode } from '../../commerce/money'
import { moneyText } from './money-text'

type PriceRow = { currency?: string | null; amount?: number | null; rate?: number | null }

/** A price row labelled by its currency and amount ("GBP · £25.00"), not "Price 01"; a shipping rate's row by its rate. */
export function PriceRowLabel() {
  const { data, rowNumber } = useRowLabel<PriceRow>()
  const currency = data?.currency
  const amount = data?.amount ?? data?.rate
  if (!isCurrencyCode(currency)) return <span className="price-row-label">{`Price ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
  const shown = moneyText(amount, currency)
  return <span className="price-row-label">{shown ? `${currency} · ${shown}` : currency}</span>
}
