'use client'

import { useFormFields } from '@payloadcms/ui'

type Line = { sku?: string | null; description?: string; qty?: number; unitPrice?: number; discount?: number; total?: number; options?: Record<string, unknown> }

const pounds = (pence: number | undefined) => `£${((pence ?? 0) / 100).toFixed(2)}`

/** The order's lines as a table on the order's page (they are stored as a JSON snapshot). */
export function OrderLines() {
  const lines = useFormFields(([fields]) => fields.lineItems?.value) as Line[] | undefined
  if (!Array.isArray(lines) || !lines.length) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>Items</caption>
        <thead>
          <tr>
            {['Item', 'SKU', 'Qty', 'Unit price', 'Discount', 'Total'].map((h) => (
              <th key={h} scope="col" style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)', padding: '6px 8px' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paid order's lines never change or move
            <tr key={i}>
              <td style={{ padding: '6px 8px' }}>
                {line.description}
                {line.options?.email ? ` (${String(line.options.email)})` : ''}
              </td>
              <td style={{ padding: '6px 8px' }}>{line.sku}</td>
              <td style={{ padding: '6px 8px' }}>{line.qty}</td>
              <td style={{ padding: '6px 8px' }}>{pounds(line.unitPrice)}</td>
              <td style={{ padding: '6px 8px' }}>{pounds(line.discount)}</td>
              <td style={{ padding: '6px 8px' }}>{pounds(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
