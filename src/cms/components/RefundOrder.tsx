'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { amountFromText, moneyText } from './money-text'

type RefundableLine = { lineId: number; description: string; kind: string | null; qtyLeft: number; amountLeft: number }
type Refundable = { status: string; currency: string; total: number; shipping: number; lines: RefundableLine[] }
type Answer = { state?: string; amount?: { amount: number; currency: string }; error?: string }

const box = { border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', marginBottom: 'var(--base)' }
const cell = { padding: '4px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--theme-elevation-100)' }

const shown = (minor: number, currency: string) => moneyText(minor, currency) ?? ''
/** Typed money as minor units, as the admin's money fields read it; null for what is not an amount. */
function minorOf(text: string, currency: string): number | null {
  const read = amountFromText(text, currency)
  return 'amount' in read ? read.amount : null
}
const newKey = () => `admin-${crypto.randomUUID()}`

/**
 * On an order in the admin: what is left to give back, line by line, and a refund to make from it,
 * in full or in part (units, and optionally less money than their share), through the order's
 * payment provider (POST /api/orders/:id/refund). The form's key makes a double click one refund.
 */
export function RefundOrder() {
  const { id } = useDocumentInfo()
  const [refundable, setRefundable] = useState<Refundable | null>(null)
  const [qty, setQty] = useState<Record<number, string>>({})
  const [amounts, setAmounts] = useState<Record<number, string>>({})
  const [shipping, setShipping] = useState('')
  const [reason, setReason] = useState('')
  const [key, setKey] = useState(newKey)
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null })

  const load = useCallback(async () => {
    if (id === undefined || id === null) return
    const response = await fetch(`/api/orders/${id}/refundable`, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null)
    if (!response?.ok) return setState((s) => ({ ...s, error: 'What is left to refund could not be read. Reload to try again.' }))
    setRefundable((await response.json()) as Refundable)
    setQty({})
    setAmounts({})
    setShipping('')
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  const request = useMemo(() => {
    if (!refundable) return null
    let invalid = false
    const lines: { lineId: number; qty: number; amount?: number }[] = []
    for (const line of refundable.lines) {
      const units = Number(qty[line.lineId] || 0)
      const amountText = amounts[line.lineId]?.trim()
      const amount = amountText ? minorOf(amountText, refundable.currency) : undefined
      if (amount === null || !Number.isInteger(units) || units < 0) invalid = true
      else if (units > 0 || (amount ?? 0) > 0) lines.push({ lineId: line.lineId, qty: units, ...(amount !== undefined ? { amount } : {}) })
    }
    const shippingMinor = shipping.trim() ? minorOf(shipping, refundable.currency) : 0
    return { invalid: invalid || shippingMinor === null, lines, shipping: shippingMinor ?? 0 }
  }, [refundable, qty, amounts, shipping])

  if (id === undefined || id === null || !refundable) return null

  async function send(body: Record<string, unknown>) {
    setState({ busy: true, error: null, done: null })
    const response = await fetch(`/api/orders/${id}/refund`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ key, ...body, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    }).catch(() => null)
    const answer = ((await response?.json().catch(() => null)) ?? {}) as Answer
    if (!response?.ok) {
      setState({ busy: false, error: answer.error ?? 'The refund could not be made. Try again.', done: null })
      if (response?.status === 502) setKey(newKey())
      return
    }
    setKey(newKey())
    setReason('')
    setState({ busy: false, error: null, done: `Refunded ${answer.amount ? shown(answer.amount.amount, answer.amount.currency) : ''}. Reload to see the order’s new state.` })
    await load()
  }

  const { currency } = refundable
  return (
    <section style={box} aria-labelledby="refund-order-title">
      <h3 id="refund-order-title">Refund</h3>
      {refundable.total <= 0 ? (
        <p>This order has been refunded in full.</p>
      ) : (
        <>
          <p>
            Left to refund: <strong data-testid="refund-left">{shown(refundable.total, currency)}</strong>. Kit that has not shipped goes back to stock; a refunded entry is cancelled; a refunded plan
            is no longer delivered.
          </p>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>Line</th>
                <th style={cell}>Units left</th>
                <th style={cell}>Money left</th>
                <th style={cell}>Units to refund</th>
                <th style={cell}>Amount (optional, {currency})</th>
              </tr>
            </thead>
            <tbody>
              {refundable.lines.map((line) => (
                <tr key={line.lineId}>
                  <td style={cell}>{line.description}</td>
                  <td style={cell}>{line.qtyLeft}</td>
                  <td style={cell}>{shown(line.amountLeft, currency)}</td>
                  <td style={cell}>
                    <input
                      type="number"
                      min={0}
                      max={line.qtyLeft}
                      aria-label={`Units of ${line.description} to refund`}
                      value={qty[line.lineId] ?? ''}
                      disabled={line.qtyLeft === 0}
                      onChange={(e) => setQty({ ...qty, [line.lineId]: e.target.value })}
                    />
                  </td>
                  <td style={cell}>
                    <input
                      inputMode="decimal"
                      aria-label={`Amount of ${line.description} to refund`}
                      placeholder="their share"
                      value={amounts[line.lineId] ?? ''}
                      disabled={line.amountLeft === 0}
                      onChange={(e) => setAmounts({ ...amounts, [line.lineId]: e.target.value })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {refundable.shipping > 0 && (
            <p>
              <label>
                Shipping to refund (up to {shown(refundable.shipping, currency)}):{' '}
                <input inputMode="decimal" aria-label="Shipping to refund" value={shipping} onChange={(e) => setShipping(e.target.value)} />
              </label>
            </p>
          )}
          <p>
            <label>
              Reason (kept in the order’s history): <input aria-label="Reason for the refund" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} style={{ width: '60%' }} />
            </label>
          </p>
          <p style={{ display: 'flex', gap: 'var(--base)' }}>
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              disabled={state.busy || !request || request.invalid || (request.lines.length === 0 && request.shipping === 0)}
              onClick={() => request && send({ lines: request.lines, ...(request.shipping ? { shipping: request.shipping } : {}) })}
            >
              Refund the chosen lines
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state.busy} onClick={() => send({ whole: true })}>
              Refund everything left ({shown(refundable.total, currency)})
            </button>
          </p>
          {request?.invalid && <p role="alert">Enter whole units and amounts such as 12.50.</p>}
        </>
      )}
      {state.error && <p role="alert">{state.error}</p>}
      {state.done && <p role="status">{state.done}</p>}
    </section>
  )
}
