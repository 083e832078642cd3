'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { appApi, failureMessage } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** Asking the organisers for a refund the policy does not give: the reason, then the request waiting for their answer. */
export function AskOrganisers({ entryId, pending }: { entryId: number; pending: boolean }) {
  const t = useTranslations('booking')
  const errors = useTranslations('errors')
  const { client } = useSession()
  const [asked, setAsked] = useState(pending)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  if (asked) {
    return (
      <p role="status" className="form-success">
        {t('requestWaiting')}
      </p>
    )
  }

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      await client.post(appApi.raceRefundRequest(entryId), { message })
      setAsked(true)
    } catch (error) {
      setProblem(failureMessage(error, errors('unavailable'), { fields: true }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="booking-request">
      <h3 id="refund-request-heading">{t('requestTitle')}</h3>
      <p>{t('requestIntro')}</p>
      <form onSubmit={ask} noValidate aria-labelledby="refund-request-heading">
        <label>
          {t('requestReason')}
          <textarea name="message" rows={4} maxLength={1000} required value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>
        <button type="submit" className="btn btn--black" disabled={busy || !message.trim()}>
          {t('requestButton')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </div>
  )
}
