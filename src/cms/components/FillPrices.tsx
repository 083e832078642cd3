'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

type Outcome = { busy: boolean; message: string | null; failed: boolean }

/**
 * Above the variants list: fill the prices missing in one currency from another at a rate the
 * editor enters, rounded to that market's price endings (POST /api/variants/fill-prices). Prices
 * already set are never changed, and checkout never converts.
 */
export function FillPrices() {
  const router = useRouter()
  const [from, setFrom] = useState('GBP')
  const [to, setTo] = useState('')
  const [rate, setRate] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ busy: false, message: null, failed: false })

  async function fill(event: FormEvent) {
    event.preventDefault()
    setOutcome({ busy: true, message: null, failed: false })
    const response = await fetch('/api/variants/fill-prices', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: from.trim().toUpperCase(), to: to.trim().toUpperCase(), rate: Number(rate.replace(',', '.')) }),
    }).catch(() => null)
    const body: unknown = await response?.json().catch(() => null)
    const updated = body && typeof body === 'object' && 'updated' in body && typeof body.updated === 'number' ? body.updated : null
    const error = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null
    if (response?.ok && updated !== null) {
      const count = updated === 1 ? '1 variant' : `${updated} variants`
      setOutcome({ busy: false, message: `Filled the ${to.trim().toUpperCase()} price of ${count}.`, failed: false })
      router.refresh()
      return
    }
    setOutcome({ busy: false, message: error ?? 'The prices could not be filled. Try again.', failed: true })
  }

  const field = { display: 'flex', flexDirection: 'column' as const, gap: 4 }
  return (
    <details style={{ border: '1px solid var(--theme-elevation-150)', padding: 'calc(var(--base) / 2) var(--base)', marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer' }}>Fill missing prices</summary>
      <p style={{ margin: 'var(--base) 0' }}>
        Gives every variant priced in one currency and not in another a price there, at the rate you enter, rounded to that market’s price endings. Prices already set are not changed.
      </p>
      <form onSubmit={fill} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'var(--base)' }}>
        <label style={field}>
          From currency
          <input value={from} onChange={(e) => setFrom(e.target.value)} required maxLength={3} size={5} autoComplete="off" />
        </label>
        <label style={field}>
          To currency
          <input value={to} onChange={(e) => setTo(e.target.value)} required maxLength={3} size={5} autoComplete="off" placeholder="SEK" />
        </label>
        <label style={field}>
          Rate (how many “to” one “from” buys)
          <input value={rate} onChange={(e) => setRate(e.target.value)} required inputMode="decimal" size={10} autoComplete="off" placeholder="11.9" />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={outcome.busy}>
          {outcome.busy ? 'Filling…' : 'Fill missing prices'}
        </button>
      </form>
      {outcome.message && (
        <p role={outcome.failed ? 'alert' : 'status'} style={{ marginBottom: 0, color: outcome.failed ? 'var(--theme-error-500)' : undefined }}>
          {outcome.message}
        </p>
      )}
    </details>
  )
}
