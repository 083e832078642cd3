'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { appApi } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { type Outcome, OutcomeMessage, useBookingAction } from './outcome.client'

/** The team's invite link and code, and the password a joiner gives with them, set or removed by the captain. */
export function CaptainInvite({ teamId, code, inviteUrl, hasPassword }: { teamId: number; code: string; inviteUrl: string; hasPassword: boolean }) {
  const t = useTranslations('teamPlaces')
  const { client } = useSession()
  const router = useRouter()
  const { busy, run } = useBookingAction()
  const [password, setPassword] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (await run(() => client.put(appApi.teamPassword(teamId), { password }), t('passwordSaved'), setOutcome)) {
      setPassword('')
      router.refresh()
    }
  }

  async function clear() {
    if (await run(() => client.delete(appApi.teamPassword(teamId)), t('passwordCleared'), setOutcome)) router.refresh()
  }

  async function copy() {
    await navigator.clipboard?.writeText(inviteUrl).then(
      () => setOutcome({ kind: 'done', text: t('copied') }),
      () => undefined,
    )
  }

  return (
    <section className="captain-invite" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('inviteTitle')}</h2>
      <p>{t('inviteIntro')}</p>
      <dl className="captain-invite__code">
        <dt>{t('inviteLink')}</dt>
        <dd>
          <a href={inviteUrl} data-testid="invite-link">
            {inviteUrl}
          </a>{' '}
          <button type="button" className="btn btn--link" onClick={() => void copy()}>
            {t('copy')}
          </button>
        </dd>
        <dt>{t('teamCode')}</dt>
        <dd>
          <code data-testid="team-code">{code}</code>
        </dd>
      </dl>
      <h3>{t('passwordTitle')}</h3>
      <p>{hasPassword ? t('passwordOn') : t('passwordOff')}</p>
      <form onSubmit={save} noValidate>
        <label>
          {t('password')}
          <input name="teamPassword" type="password" autoComplete="new-password" minLength={6} maxLength={100} required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {t('setPassword')}
        </button>
        {hasPassword && (
          <button type="button" className="btn btn--link" disabled={busy} onClick={() => void clear()}>
            {t('clearPassword')}
          </button>
        )}
      </form>
      <OutcomeMessage value={outcome} />
    </section>
  )
}
