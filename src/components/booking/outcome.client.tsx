'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { failureMessage } from '../../lib/http/client'

export type Outcome = { kind: 'done' | 'error'; text: string } | null

/** One form's call on the app API: busy while it runs, then what came of it, said in words. */
export function useBookingAction() {
  const errors = useTranslations('errors')
  const [busy, setBusy] = useState(false)
  async function run(call: () => Promise<unknown>, done: string, set: (outcome: Outcome) => void): Promise<boolean> {
    setBusy(true)
    set(null)
    try {
      await call()
      set({ kind: 'done', text: done })
      return true
    } catch (error) {
      set({ kind: 'error', text: failureMessage(error, errors('unavailable'), { fields: true }) })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

export function OutcomeMessage({ value }: { value: Outcome }) {
  if (!value) return null
  return (
    <p role={value.kind === 'error' ? 'alert' : 'status'} className={value.kind === 'error' ? 'form-error' : 'form-success'}>
      {value.text}
    </p>
  )
}
