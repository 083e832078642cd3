'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { appApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { type FeeLine, useFeeCheckout } from './fee-checkout.client'
import { type Outcome, OutcomeMessage, useBookingAction } from './outcome.client'

type Target = { eventId: number; label: string; title: string }

/**
 * "Move to a later event": the events the editors allow, asked twice, then the page shows the entry
 * where it now is; where a difference is charged (`price`, formatted), the checkout takes it first
 * and the entry moves once it is paid.
 */
export function DeferEntry({ entryId, targets, closesOn, price }: { entryId: number; targets: Target[]; closesOn: string; price: string | null }) {
  const t = useTranslations('deferral')
  const { client } = useSession()
  const checkout = useFeeCheckout()
  const { busy, run } = useBookingAction()
  const [chosen, setChosen] = useState(targets[0]?.eventId ?? 0)
  const [asking, setAsking] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const target = targets.find((option) => option.eventId === chosen)

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAsking(true)
  }

  async function move() {
    if (!target) return
    let fee: FeeLine | null = null
    const call = async () => {
      fee = (await client.post<{ awaitingFee?: FeeLine }>(appApi.raceDeferral(entryId), { eventId: target.eventId })).awaitingFee ?? null
    }
    if (await run(call, price ? t('toPay') : t('done', { event: target.title }), setOutcome)) {
      if (fee) await checkout.pay(fee)
      else window.location.reload()
    }
    setAsking(false)
  }

  return (
    <section className="booking-deferral" aria-labelledby="deferral-heading">
      <h2 id="deferral-heading">{t('title')}</h2>
      <p>{price ? t('introWithFee', { date: closesOn, price }) : t('intro', { date: closesOn })}</p>
      <form onSubmit={ask} noValidate>
        <label>
          {t('event')}
          <select name="deferTo" value={chosen} onChange={(e) => setChosen(Number(e.target.value))} disabled={asking}>
            {targets.map((option) => (
              <option key={option.eventId} value={option.eventId}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {!asking && (
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {t('button')}
          </button>
        )}
      </form>
      {asking && target && (
        <p>
          {price ? t('confirmWithFee', { event: target.title, price }) : t('confirm', { event: target.title })}{' '}
          <button type="button" className="btn btn--red" disabled={busy} onClick={() => void move()}>
            {t('yes')}
          </button>{' '}
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setAsking(false)}>
            {t('keep')}
          </button>
        </p>
      )}
      <OutcomeMessage value={outcome} />
    </section>
  )
}
