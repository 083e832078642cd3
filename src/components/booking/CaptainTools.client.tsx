'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { Locale } from '../../i18n/locales'
import { accountUrl } from '../../content/account-link'
import { appApi } from '../../lib/http/client'
import { type Outcome, OutcomeMessage, useBookingAction } from './outcome.client'
import { useSession } from '../session/SessionProvider.client'

/** The captain's two forms: a new name for the team (until the cut-off), and the captaincy handed to a member with an account. */
export function CaptainTools({
  teamId,
  name,
  emblem,
  emblems,
  canRename,
  candidates,
  locale,
}: {
  teamId: number
  name: string
  emblem: string | null
  emblems: { key: string; label: string }[]
  canRename: boolean
  candidates: { entryId: number; name: string }[]
  locale: Locale
}) {
  const tPlaces = useTranslations('teamPlaces')
  const [chosenEmblem, setChosenEmblem] = useState(emblem ?? emblems[0]?.key ?? '')
  const [emblemOutcome, setEmblemOutcome] = useState<Outcome>(null)
  const t = useTranslations('booking')
  const { client } = useSession()
  const [teamName, setTeamName] = useState(name)
  const [renameOutcome, setRenameOutcome] = useState<Outcome>(null)
  const [captain, setCaptain] = useState<number | null>(candidates[0]?.entryId ?? null)
  const [handOverOutcome, setHandOverOutcome] = useState<Outcome>(null)
  const { busy, run: act } = useBookingAction()
  const outcome = (value: Outcome) => <OutcomeMessage value={value} />

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void act(() => client.patch(appApi.team(teamId), { name: teamName }), t('renamed'), setRenameOutcome)
  }

  function saveEmblem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void act(() => client.patch(appApi.team(teamId), { emblem: chosenEmblem }), tPlaces('emblemSaved'), setEmblemOutcome)
  }

  function handOver(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (captain === null) return
    void act(
      async () => {
        await client.post(appApi.teamCaptain(teamId), { entryId: captain })
        window.location.assign(accountUrl('/account/races', locale))
      },
      t('handedOver'),
      setHandOverOutcome,
    )
  }

  return (
    <>
      <section className="captain-rename" aria-labelledby="rename-heading">
        <h2 id="rename-heading">{t('renameTitle')}</h2>
        {canRename ? (
          <form onSubmit={rename} noValidate>
            <label>
              {t('teamName')}
              <input name="teamName" required maxLength={60} value={teamName} onChange={(e) => setTeamName(e.target.value)} />
            </label>
            <button type="submit" className="btn btn--black" disabled={busy}>
              {t('renameButton')}
            </button>
          </form>
        ) : (
          <p>{t('teamClosed')}</p>
        )}
        {outcome(renameOutcome)}
      </section>
      {canRename && (
        <section className="captain-emblem" aria-labelledby="emblem-heading">
          <h2 id="emblem-heading">{tPlaces('emblemTitle')}</h2>
          <form onSubmit={saveEmblem} noValidate>
            <label>
              {tPlaces('emblemLabel')}
              <select name="emblem" value={chosenEmblem} onChange={(e) => setChosenEmblem(e.target.value)}>
                {emblems.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--secondary" disabled={busy}>
              {tPlaces('emblemButton')}
            </button>
          </form>
          {outcome(emblemOutcome)}
        </section>
      )}
      {candidates.length > 0 && (
        <section className="captain-handover" aria-labelledby="handover-heading">
          <h2 id="handover-heading">{t('handOverTitle')}</h2>
          <p>{t('handOverIntro')}</p>
          <form onSubmit={handOver} noValidate>
            <label>
              {t('newCaptain')}
              <select name="captain" value={captain ?? ''} onChange={(e) => setCaptain(Number(e.target.value))}>
                {candidates.map((c) => (
                  <option key={c.entryId} value={c.entryId}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--secondary" disabled={busy}>
              {t('handOverButton')}
            </button>
          </form>
          {outcome(handOverOutcome)}
        </section>
      )}
    </>
  )
}
