import type { DefaultServerCellComponentProps } from 'payload'
import { formatMoney } from '../../commerce/money'

/** An amount kept in pence, shown in the admin's lists as money (900 → £9.00). */
export function MoneyCell({ cellData }: DefaultServerCellComponentProps) {
  return typeof cellData === 'number' ? <span>{formatMoney(cellData, 'en')}</span> : null
}
