'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { accountUrl } from '../../content/account-link'
import type { Locale } from '../../i18n/locales'
import { appApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { type Outcome, OutcomeMessage, useBookingAction } from './outcome.client'

type Via = { kind: 'token'; token: string } | { kind: 'code'; code: string; hasPassword: boolean }

/**
 * Taking a team place: from a captain's claim mail (its token), or with the team's code (and
 * password) on a free place. The name the entry will carry and the waiver, then the race is theirs.
 */
export function TakePlace({ via, locale, firstName, lastName }: { via: Via; locale: Locale; firstName: string; lastName: string }) {
  const t = useTranslations('teamPlaces')
  const { client } = useSession()
  const { busy, run } = useBookingAction()
  const [form, setForm] = useState({ firstName, lastName, password: '', waiver: false })
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function take(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!form.waiver) {
      setOutcome({ kind: 'error', text: t('waiverRequired') })
      return
    }
    let entryId = 0
    const person = { firstName: form.firstName, lastName: form.lastName, waiver: form.waiver }
    const call =
      via.kind === 'token'
        ? () => client.post<{ entryId: number }>(appApi.claimPlace, { token: via.token, ...person })
        : () => client.post<{ entryId: number }>(appApi.joinTeam, { code: via.code, password: via.hasPassword ? form.password : null, ...person })
    const done = await run(
      async () => {
        entryId = (await call()).entryId
      },
      t(via.kind === 'token' ? 'claimed' : 'joined'),
      setOutcome,
    )
    if (done) window.location.assign(accountUrl(`/account/races/${entryId}`, locale))
  }

  return (
    <form className="take-place" onSubmit={take} noValidate>
      {via.kind === 'code' && via.hasPassword && (
        <label>
          {t('joinPassword')}
          <input name="teamPassword" type="password" autoComplete="off" required value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
        </label>
      )}
      <label>
        {t('firstName')}
        <input name="firstName" autoComplete="given-name" required value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} />
      </label>
      <label>
        {t('lastName')}
        <input name="lastName" autoComplete="family-name" required value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} />
      </label>
      <label className="checkbox">
        <input name="waiver" type="checkbox" required checked={form.waiver} onChange={(e) => setForm({ ...form, waiver: e.target.checked })} /> {t('waiver')}
      </label>
      <button type="submit" className="btn btn--red" disabled={busy}>
        {t(via.kind === 'token' ? 'claimButton' : 'joinFree')}
      </button>
      <OutcomeMessage value={outcome} />
    </form>
  )
}
