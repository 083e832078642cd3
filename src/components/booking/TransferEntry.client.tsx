'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { formatMoney, type Money } from '../../commerce/money'
import { type Locale, localeNames, locales } from '../../i18n/locales'
import { appApi, failureMessage } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { type FeeLine, useFeeCheckout } from './fee-checkout.client'

export type TransferView = {
  allowed: boolean
  closesAt: string
  /** What a transfer costs, paid at the checkout (null: free). */
  fee: { purchasableId: number; price: Money } | null
  pending: { toEmail: string; locale: Locale; createdAt: string; awaitingFee: FeeLine | null } | null
}

/**
 * Handing the entry to a friend: their email and the language of their mail, then, while they have
 * not claimed it, the offer with a button to take it back.
 */
export function TransferEntry({ entryId, initial, closesOn }: { entryId: number; initial: TransferView; closesOn: string }) {
  const t = useTranslations('booking')
  const errors = useTranslations('errors')
  const locale = useLocale() as Locale
  const { client } = useSession()
  const checkout = useFeeCheckout()
  const [transfer, setTransfer] = useState(initial)
  const [email, setEmail] = useState('')
  const [friendLocale, setFriendLocale] = useState<Locale>(locale)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null)

  async function send(call: () => Promise<{ transfer: TransferView }>, done: string, then?: (next: TransferView) => Promise<void>) {
    setBusy(true)
    setMessage(null)
    try {
      const next = (await call()).transfer
      setTransfer(next)
      setMessage({ kind: 'done', text: done })
      await then?.(next)
    } catch (error) {
      setMessage({ kind: 'error', text: failureMessage(error, errors('unavailable'), { fields: true }) })
    } finally {
      setBusy(false)
    }
  }

  const price = transfer.fee && formatMoney(transfer.fee.price, locale)

  function offer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send(
      () => client.post(appApi.raceTransfer(entryId), { email, locale: friendLocale }),
      transfer.fee ? t('transferToPay') : t('transferSent', { email }),
      async (next) => {
        if (next.pending?.awaitingFee) await checkout.pay(next.pending.awaitingFee)
      },
    )
  }

  function takeBack() {
    const fee = transfer.pending?.awaitingFee
    void send(
      () => client.delete(appApi.raceTransfer(entryId)),
      t('takenBack'),
      async () => {
        if (fee) await checkout.forget(fee)
      },
    )
  }

  const status = message && (
    <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'form-error' : 'form-success'}>
      {message.text}
    </p>
  )

  if (transfer.pending) {
    const fee = transfer.pending.awaitingFee
    return (
      <section className="booking-transfer" aria-labelledby="transfer-heading">
        <h2 id="transfer-heading">{t('transferTitle')}</h2>
        {fee ? (
          <p>
            {t('transferAwaitingFee', { email: transfer.pending.toEmail, price: price ?? '' })}{' '}
            <button type="button" className="btn btn--red" disabled={busy} onClick={() => void checkout.pay(fee)}>
              {t('payFee')}
            </button>
          </p>
        ) : (
          <p>{t('transferPendingText', { email: transfer.pending.toEmail })}</p>
        )}
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={takeBack}>
          {t('takeBack')}
        </button>
        {status}
      </section>
    )
  }
  if (!transfer.allowed) {
    return (
      <section className="booking-transfer" aria-labelledby="transfer-heading">
        <h2 id="transfer-heading">{t('transferTitle')}</h2>
        <p>{t('transferClosedText')}</p>
        {status}
      </section>
    )
  }
  return (
    <section className="booking-transfer" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{t('transferTitle')}</h2>
      <p>{t('transferIntro', { date: closesOn })}</p>
      {price && <p>{t('transferFee', { price })}</p>}
      <form onSubmit={offer} noValidate>
        <label>
          {t('friendEmail')}
          <input type="email" name="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t('friendLanguage')}
          <select name="locale" value={friendLocale} onChange={(e) => setFriendLocale(e.target.value as Locale)}>
            {locales.map((code) => (
              <option key={code} value={code}>
                {localeNames[code]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--black" disabled={busy}>
          {t('transferButton')}
        </button>
      </form>
      {status}
    </section>
  )
}
