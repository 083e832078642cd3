import type { JSONFieldServerComponent } from 'payload'
import { storedTaxLines } from '../../commerce/stored-shapes'
import { labelOf } from './field-label'
import { moneyText } from './money-text'

const cell = { padding: '6px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--theme-elevation-150)' }
const place = (country: string | null, region: string | null) => [country, region].filter(Boolean).join('-')

/** An order's tax, rate by rate (a JSON snapshot of what was charged), as a table in the order's currency, read-only. */
export const TaxLines: JSONFieldServerComponent = ({ field, siblingData, data }) => {
  const read = storedTaxLines.safeParse((siblingData ?? data)?.[field.name] ?? [])
  const lines = read.success ? read.data : []
  const currency: unknown = data?.currency ?? siblingData?.currency
  const shown = (amount: number) => moneyText(amount, currency) ?? String(amount)
  return (
    <div className="field-type read-only-json" data-field={field.name} style={{ marginBottom: 'var(--base)' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="field-label" style={{ textAlign: 'left', paddingBottom: 8 }}>
          {labelOf(field)}
        </caption>
        <thead>
          <tr>
            {['Tax', 'Where', 'Rate', 'In the price', 'Amount'].map((heading) => (
              <th key={heading} scope="col" style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={5} style={{ ...cell, color: 'var(--theme-elevation-500)' }}>
                No tax
              </td>
            </tr>
          )}
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paid order's tax lines never change or move
            <tr key={i}>
              <td style={cell}>{line.name}</td>
              <td style={cell}>{place(line.country, line.region)}</td>
              <td style={cell}>{`${line.percent} %`}</td>
              <td style={cell}>{line.included ? 'Included' : 'Added'}</td>
              <td style={cell}>{shown(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!read.success && <p style={{ color: 'var(--theme-error-500)' }}>These tax lines are not in the shape an order keeps; see the API view.</p>}
    </div>
  )
}
