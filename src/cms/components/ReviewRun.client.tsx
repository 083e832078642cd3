'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a held run in the admin: approve it (it counts from now on) or reject it with a note the
 * entrant is mailed. Both go through the race service (POST /api/activities/:id/review), which
 * moves the entry's and team's totals in the same transaction.
 */
export function ReviewRun() {
  const { id } = useDocumentInfo()
  // What the editor is looking at: a run its runner corrected since is refused (409), not approved unseen.
  const distanceMeters = useFormFields(([fields]) => fields.distanceMeters?.initialValue)
  const durationSeconds = useFormFields(([fields]) => fields.durationSeconds?.initialValue)
  const [note, setNote] = useState('')
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })

  async function review(decision: 'approve' | 'reject') {
    setState({ busy: true, error: null })
    const response = await fetch(`/api/activities/${id}/review`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision, note, ...(typeof distanceMeters === 'number' && typeof durationSeconds === 'number' ? { seen: { distanceMeters, durationSeconds } } : {}) }),
    }).catch(() => null)
    if (response?.ok) {
      window.location.reload()
      return
    }
    const body = (await response?.json().catch(() => null)) as { error?: string } | null
    setState({ busy: false, error: body?.error ?? 'The review could not be saved. Try again.' })
  }

  return (
    <fieldset style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', marginBottom: 'var(--base)' }}>
      <legend>Review</legend>
      <p>This run is faster than the world record for its distance, so it does not count until you approve it.</p>
      <label htmlFor="review-note" style={{ display: 'block', marginBottom: 4 }}>
        Note to the entrant (required to reject)
      </label>
      <textarea id="review-note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} style={{ width: '100%' }} />
      <div style={{ display: 'flex', gap: 'var(--base)', marginTop: 'var(--base)' }}>
        <button type="button" className="btn btn--style-primary btn--size-small" disabled={state.busy} onClick={() => review('approve')}>
          Approve: count it
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state.busy || note.trim() === ''} onClick={() => review('reject')}>
          Reject
        </button>
      </div>
      {state.error && <p role="alert">{state.error}</p>}
    </fieldset>
  )
}
