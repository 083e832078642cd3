'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

type KitLine = { lineId: number; sku: string | null; description: string; ordered: number; refunded: number; shipped: number; left: number }
type Parcel = { id: number; lines: { lineId: number; qty: number; description: string }[]; carrier: string; trackingNumber: string; trackingUrl: string | null; shippedAt: string }
type Shipping = { fulfilment: string; kit: KitLine[]; parcels: Parcel[] }

const box = { border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', marginBottom: 'var(--base)' }
const cell = { padding: '4px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--theme-elevation-100)' }

/**
 * On an order in the admin: its kit lines with what is left to ship, a parcel to pack from them
 * (quantities, carrier, tracking number and link) and the parcels already sent. Shipping goes
 * through POST /api/orders/:id/ship, which checks the parcel again under the order's lock and
 * mails the buyer.
 */
export function ShipKit() {
  const { id } = useDocumentInfo()
  const [shipping, setShipping] = useState<Shipping | null>(null)
  const [qty, setQty] = useState<Record<number, string>>({})
  const [carrier, setCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [trackingUrl, setTrackingUrl] = useState('')
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null })

  const load = useCallback(async () => {
    if (id === undefined || id === null) return
    const response = await fetch(`/api/orders/${id}/shipping`, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null)
    if (!response?.ok) {
      setState((s) => ({ ...s, error: 'The kit of this order could not be read. Reload to try again.' }))
      return
    }
    const read = (await response.json()) as Shipping
    setShipping(read)
    setQty(Object.fromEntries(read.kit.map((line) => [line.lineId, String(line.left)])))
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  if (id === undefined || id === null || !shipping) return null
  if (shipping.kit.length === 0) return null

  const parcel = shipping.kit.flatMap((line) => {
    const n = Number(qty[line.lineId] ?? 0)
    return Number.isInteger(n) && n > 0 ? [{ lineId: line.lineId, qty: n }] : []
  })
  const left = shipping.kit.reduce((n, line) => n + line.left, 0)

  async function ship() {
    setState({ busy: true, error: null, done: null })
    const response = await fetch(`/api/orders/${id}/ship`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ lines: parcel, carrier, trackingNumber, ...(trackingUrl.trim() ? { trackingUrl } : {}) }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { error?: string } | null
    if (response?.status === 201) {
      setCarrier('')
      setTrackingNumber('')
      setTrackingUrl('')
      setState({ busy: false, error: null, done: 'Shipped: the buyer is mailed the tracking details.' })
      await load()
      return
    }
    setState({ busy: false, error: body?.error ?? 'The parcel could not be shipped. Try again.', done: null })
  }

  return (
    <fieldset style={box} data-testid="ship-kit">
      <legend>Ship kit</legend>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 'var(--base)' }}>
        <thead>
          <tr>
            <th style={cell}>Kit</th>
            <th style={cell}>SKU</th>
            <th style={cell}>Ordered</th>
            <th style={cell}>Refunded</th>
            <th style={cell}>Shipped</th>
            <th style={cell}>Left</th>
            <th style={cell}>In this parcel</th>
          </tr>
        </thead>
        <tbody>
          {shipping.kit.map((line) => (
            <tr key={line.lineId}>
              <td style={cell}>{line.description}</td>
              <td style={cell}>{line.sku ?? ''}</td>
              <td style={cell}>{line.ordered}</td>
              <td style={cell}>{line.refunded}</td>
              <td style={cell}>{line.shipped}</td>
              <td style={cell}>{line.left}</td>
              <td style={cell}>
                <input
                  type="number"
                  min={0}
                  max={line.left}
                  step={1}
                  disabled={line.left === 0}
                  aria-label={`Units of ${line.description} in this parcel`}
                  value={qty[line.lineId] ?? '0'}
                  onChange={(e) => setQty((q) => ({ ...q, [line.lineId]: e.target.value }))}
                  style={{ width: 72 }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {left > 0 ? (
        <>
          <div style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
            <label>
              Carrier
              <br />
              <input type="text" maxLength={60} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            </label>
            <label>
              Tracking number
              <br />
              <input type="text" maxLength={100} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
            </label>
            <label style={{ flex: 1, minWidth: 240 }}>
              Tracking link (https, optional)
              <br />
              <input type="url" maxLength={500} value={trackingUrl} onChange={(e) => setTrackingUrl(e.target.value)} style={{ width: '100%' }} />
            </label>
          </div>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            style={{ marginTop: 'var(--base)' }}
            disabled={state.busy || parcel.length === 0 || !carrier.trim() || !trackingNumber.trim()}
            onClick={ship}
          >
            Ship {parcel.reduce((n, l) => n + l.qty, 0)} item(s)
          </button>
        </>
      ) : (
        <p>Nothing is left to ship.</p>
      )}
      {state.error && <p role="alert">{state.error}</p>}
      {state.done && <p role="status">{state.done}</p>}
      {shipping.parcels.length > 0 && (
        <>
          <h4 style={{ marginTop: 'var(--base)' }}>Parcels sent</h4>
          <ul>
            {shipping.parcels.map((p) => (
              <li key={p.id}>
                {new Date(p.shippedAt).toLocaleString()} · {p.carrier} ·{' '}
                {p.trackingUrl ? (
                  <a href={p.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {p.trackingNumber}
                  </a>
                ) : (
                  p.trackingNumber
                )}{' '}
                · {p.lines.map((l) => `${l.qty} × ${l.description}`).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  )
}
