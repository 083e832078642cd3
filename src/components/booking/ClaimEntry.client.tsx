'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { accountUrl } from '../../content/account-link'
import type { Locale } from '../../i18n/locales'
import { appApi, failureMessage } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'

/** The friend's half of a transfer: their name as the entry will carry it, then the entry is theirs. */
export function ClaimEntry({ token, locale, firstName, lastName }: { token: string; locale: Locale; firstName: string; lastName: string }) {
  const t = useTranslations('booking')
  const errors = useTranslations('errors')
  const { client } = useSession()
  const [names, setNames] = useState({ firstName, lastName })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function claim(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      const { entryId } = await client.post<{ entryId: number }>(appApi.claimTransfer, { token, ...names })
      window.location.assign(accountUrl(`/account/races/${entryId}`, locale))
    } catch (error) {
      setProblem(failureMessage(error, errors('unavailable'), { fields: true }))
      setBusy(false)
    }
  }

  return (
    <form className="claim-entry" onSubmit={claim} noValidate>
      <label>
        {t('firstName')}
        <input name="firstName" autoComplete="given-name" required value={names.firstName} onChange={(e) => setNames({ ...names, firstName: e.target.value })} />
      </label>
      <label>
        {t('lastName')}
        <input name="lastName" autoComplete="family-name" required value={names.lastName} onChange={(e) => setNames({ ...names, lastName: e.target.value })} />
      </label>
      <button type="submit" className="btn btn--red" disabled={busy}>
        {t('claimButton')}
      </button>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </form>
  )
}
