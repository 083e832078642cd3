import type { JSONFieldServerComponent } from 'payload'
import { formatMoney } from '../../commerce/money'
import { storedOrderLines } from '../../commerce/stored-shapes'
import { labelOf } from './field-label'

const money = (pence: number) => formatMoney(pence, 'en')
const cell = { padding: '6px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--theme-elevation-150)' }

/** An order's lines (a JSON snapshot of what was sold) as a table, read-only. */
export const OrderLines: JSONFieldServerComponent = ({ field, siblingData, data }) => {
  const read = storedOrderLines.safeParse((siblingData ?? data)?.[field.name] ?? [])
  const lines = read.success ? read.data : []
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
              <td style={cell}>{money(line.unitPrice)}</td>
              <td style={cell}>{money(line.discount)}</td>
              <td style={cell}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!read.success && <p style={{ color: 'var(--theme-error-500)' }}>These lines are not in the shape an order keeps; see the API view.</p>}
    </div>
  )
}
