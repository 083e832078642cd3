import type { JSONFieldServerComponent } from 'payload'
import { storedOrderLines } from '../../commerce/stored-shapes'
import { labelOf } from './field-label'
import { moneyText } from './money-text'

const cell = { padding: '6px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--theme-elevation-150)' }

/** Orders kept before currencies were stored are in pounds. */
const FORMER_CURRENCY = 'GBP'

/** An order's lines (a JSON snapshot of what was sold) as a table in the order's currency, read-only. */
export const OrderLines: JSONFieldServerComponent = ({ field, siblingData, data }) => {
  const read = storedOrderLines.safeParse((siblingData ?? data)?.[field.name] ?? [])
  const lines = read.success ? read.data : []
  const currency: unknown = data?.currency ?? FORMER_CURRENCY
  const shown = (amount: number) => moneyText(amount, currency) ?? String(amount)
  return (
    <div className="field-type read-only-json" data-field={field.name} style={{ marginBottom: 'var(--base)' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="field-label" style={{ textAlign: 'left', paddingBottom: 8 }}>
          {labelOf(field)}
        </caption>
        <thead>
          <tr>
            {['Item', 'SKU', 'Qty', 'Unit price', 'Discount', 'Total'].map((heading) => (
              <th key={heading} scope="col" style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paid order's lines never change or move
            <tr key={i}>
              <td style={cell}>
                {line.description}
                {line.options?.email ? ` (${String(line.options.email)})` : ''}
              </td>
              <td style={cell}>{line.sku}</td>
              <td style={cell}>{line.qty}</td>
              <td style={cell}>{shown(line.unitPrice)}</td>
              <td style={cell}>{shown(line.discount)}</td>
              <td style={cell}>{shown(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!read.success && <p style={{ color: 'var(--theme-error-500)' }}>These lines are not in the shape an order keeps; see the API view.</p>}
    </div>
  )
}
