'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { accountUrl } from '../../content/account-link'
import type { Locale } from '../../i18n/locales'
import { appApi, failureMessage } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { AskOrganisers } from './AskOrganisers.client'

export type EntryRefundView = {
  /** The policy's tiers, each with its part and its end, already written for the reader. */
  tiers: { text: string }[]
  /** What cancelling now gives back, written; null when nothing. */
  amount: string | null
  /** Why cancelling for a refund is not open, already in the reader's language. */
  refusal: string | null
  /** The organisers may still be asked (the policy refuses, the entry is open). */
  askable: boolean
  /** A request to the organisers waits for their answer. */
  requestPending: boolean
}

/** Cancelling the entry under the event's policy: the policy first, then the amount, asked once more; outside it, asking the organisers. */
export function CancelEntry({ entryId, locale, view }: { entryId: number; locale: Locale; view: EntryRefundView }) {
  const t = useTranslations('booking')
  const errors = useTranslations('errors')
  const { client } = useSession()
  const [step, setStep] = useState<'offer' | 'confirm' | 'busy' | 'done'>('offer')
  const [problem, setProblem] = useState<string | null>(null)

  async function cancel() {
    setStep('busy')
    setProblem(null)
    try {
      await client.post(appApi.raceRefund(entryId))
      setStep('done')
    } catch (error) {
      setProblem(failureMessage(error, errors('unavailable')))
      setStep('confirm')
    }
  }

  return (
    <section className="booking-refund" aria-labelledby="refund-heading">
      <h2 id="refund-heading">{t('refundTitle')}</h2>
      {view.tiers.length ? (
        <ul>
          {view.tiers.map((tier) => (
            <li key={tier.text}>{tier.text}</li>
          ))}
        </ul>
      ) : (
        <p>{t('refundPolicyNone')}</p>
      )}
      {step === 'done' ? (
        <p role="status" className="form-success">
          {t('refundDone', { amount: view.amount ?? '' })} <a href={accountUrl('/account/races', locale)}>{t('racesLink')}</a>
        </p>
      ) : view.amount ? (
        <>
          <p>{t('refundNow', { amount: view.amount })}</p>
          {step === 'offer' ? (
            <button type="button" className="btn btn--secondary" onClick={() => setStep('confirm')}>
              {t('refundButton')}
            </button>
          ) : (
            <p>
              <button type="button" className="btn btn--red" disabled={step === 'busy'} onClick={cancel}>
                {t('refundConfirm', { amount: view.amount })}
              </button>{' '}
              <button type="button" className="btn btn--secondary" disabled={step === 'busy'} onClick={() => setStep('offer')}>
                {t('refundKeep')}
              </button>
            </p>
          )}
        </>
      ) : (
        <>
          {view.tiers.length > 0 && view.refusal && <p>{view.refusal}</p>}
          {view.askable && <AskOrganisers entryId={entryId} pending={view.requestPending} />}
        </>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </section>
  )
}
