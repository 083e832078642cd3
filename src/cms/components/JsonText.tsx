import type { JSONFieldServerComponent } from 'payload'
import { labelOf } from './field-label'

/** A JSON value shown as formatted text, read-only: Payload's own JSON editor (Monaco) loads from a CDN the admin cannot reach. */
export const JsonText: JSONFieldServerComponent = ({ field, siblingData, data }) => {
  const value: unknown = (siblingData ?? data)?.[field.name]
  return (
    <div className="field-type read-only-json" data-field={field.name} style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">{labelOf(field)}</div>
      <pre style={{ margin: 0, padding: 'calc(var(--base) / 2)', background: 'var(--theme-elevation-50)', overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}
