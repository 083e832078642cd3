import type { DefaultServerCellComponentProps } from 'payload'
import { moneyText } from './money-text'

/** Rows kept before currencies were stored are in pounds. */
const FORMER_CURRENCY = 'GBP'

/**
 * Money in the admin's lists: an amount in minor units shown in its row's currency (900 GBP →
 * £9.00), or a price list as its prices ("£25.00 · 29,00 € · 279 kr").
 */
export function MoneyCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  if (typeof cellData === 'number') {
    const text = moneyText(cellData, rowData?.currency ?? FORMER_CURRENCY)
    return text ? <span>{text}</span> : null
  }
  if (Array.isArray(cellData)) {
    const prices = cellData.flatMap((row: unknown) => {
      if (!row || typeof row !== 'object') return []
      const text = moneyText('amount' in row ? row.amount : null, 'currency' in row ? row.currency : null)
      return text ? [text] : []
    })
    return prices.length ? <span>{prices.join(' · ')}</span> : null
  }
  return null
}
