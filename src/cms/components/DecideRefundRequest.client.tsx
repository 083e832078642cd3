'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { amountFromText, moneyText, textFromAmount } from './money-text'

type Form = { status: string; refund: string | null; currency: string | null; left: number; policyPercent: number; suggested: number }

const box = { border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', marginBottom: 'var(--base)' }

/**
 * On a pending refund request in the admin: what is left of the entry's order line and what the
 * event's policy gives now, then Approve (with the amount, prefilled) or Decline, each with an
 * optional reply the entrant is mailed (POST /api/refund-requests/:id/decide). An approval refunds
 * through the order's gateway and cancels the entry; a second click finishes the same refund.
 */
export function DecideRefundRequest() {
  const { id } = useDocumentInfo()
  const [form, setForm] = useState<Form | null>(null)
  const [amount, setAmount] = useState('')
  const [reply, setReply] = useState('')
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })

  useEffect(() => {
    if (id === undefined || id === null) return
    void fetch(`/api/refund-requests/${id}/decision`, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const read = (await response.json()) as Form
        setForm(read)
        if (read.currency) setAmount(textFromAmount(read.suggested, read.currency))
      })
      .catch(() => setState({ busy: false, error: 'What this request rests on could not be read. Reload to try again.' }))
  }, [id])

  if (id === undefined || id === null) return null
  if (!form) return state.error ? <p role="alert">{state.error}</p> : null
  if (form.status === 'approved' && (form.refund === 'succeeded' || form.refund === 'failed')) return null
  const currency = form.currency
  const typed = currency ? amountFromText(amount, currency) : null
  const minor = typed && 'amount' in typed ? typed.amount : null

  async function decide(decision: 'approve' | 'decline') {
    setState({ busy: true, error: null })
    const body = { decision, ...(decision === 'approve' && minor !== null ? { amount: minor } : {}), ...(reply.trim() ? { reply: reply.trim() } : {}) }
    const response = await fetch(`/api/refund-requests/${id}/decide`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    if (response?.ok) {
      window.location.reload()
      return
    }
    const answer = (await response?.json().catch(() => null)) as { error?: string } | null
    setState({ busy: false, error: answer?.error ?? 'The decision could not be saved. Try again.' })
  }

  // An approval whose refund the provider has not confirmed yet is finished by approving again (the same refund).
  if (form.status === 'approved') {
    return (
      <fieldset style={box}>
        <legend>Refund</legend>
        <p>This request is approved, but the payment provider has not confirmed the refund yet.</p>
        <button type="button" className="btn btn--style-primary btn--size-small" disabled={state.busy} onClick={() => decide('approve')}>
          Finish the refund
        </button>
        {state.error && <p role="alert">{state.error}</p>}
      </fieldset>
    )
  }

  return (
    <fieldset style={box}>
      <legend>Decision</legend>
      {currency && (
        <p>
          Left on the entry’s order line: <strong data-testid="request-left">{moneyText(form.left, currency)}</strong>.{' '}
          {form.policyPercent > 0 ? `The event’s policy gives ${form.policyPercent} % back now.` : 'The event’s policy gives nothing back now.'} Approving cancels the entry; 0 cancels it without
          money.
        </p>
      )}
      <label htmlFor="request-amount" style={{ display: 'block', marginBottom: 4 }}>
        Amount to refund{currency ? ` (${currency})` : ''}
      </label>
      <input id="request-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} disabled={!currency} />
      {typed && 'error' in typed && <p role="alert">{typed.error}</p>}
      <label htmlFor="request-reply" style={{ display: 'block', margin: 'var(--base) 0 4px' }}>
        Reply to the entrant (optional, mailed with the decision)
      </label>
      <textarea id="request-reply" rows={3} maxLength={1000} value={reply} onChange={(e) => setReply(e.target.value)} style={{ width: '100%' }} />
      <div style={{ display: 'flex', gap: 'var(--base)', marginTop: 'var(--base)' }}>
        <button type="button" className="btn btn--style-primary btn--size-small" disabled={state.busy || minor === null || form.left < (minor ?? 0)} onClick={() => decide('approve')}>
          Approve{minor !== null && currency ? `: refund ${moneyText(minor, currency)}` : ''}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state.busy} onClick={() => decide('decline')}>
          Decline
        </button>
      </div>
      {state.error && <p role="alert">{state.error}</p>}
    </fieldset>
  )
}
