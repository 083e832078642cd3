'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'
import { isEmblemKey } from '../../entries/emblems'
import type { JoinedTeam } from '../../entries/flow'
import type { TeamListing } from '../../entries/model'
import { type HttpClient, siteApi } from '../../lib/http/client'
import { withMinimumDuration } from '../../lib/min-duration'
import { Emblem } from './Emblem'

type Props = { eventId: number; maxTeamSize: number; client: HttpClient; joined: JoinedTeam | null; busy: boolean; onJoin: (team: JoinedTeam | null) => void }

/** Spec §7 entries/event-teams: find a team by name (case and accents do not matter) and join it. */
export function TeamSearch({ eventId, maxTeamSize, client, joined, busy, onJoin }: Props) {
  const t = useTranslations('entries')
  const id = useId()
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<{ state: 'idle' | 'searching' } | { state: 'done'; teams: TeamListing[] } | { state: 'error' }>({ state: 'idle' })

  async function search(e: FormEvent) {
    e.preventDefault()
    if (!query.trim()) return
    setResult({ state: 'searching' })
    try {
      const { teams } = await withMinimumDuration(client.get<{ teams: TeamListing[] }>(siteApi.eventTeams, { query: { eventId, q: query.trim() } }))
      setResult({ state: 'done', teams })
    } catch (error) {
      console.warn('[milepost] Team search failed', error)
      setResult({ state: 'error' })
    }
  }

  if (joined) {
    return (
      <div className="team-search__joined">
        <p role="status">{t('joining', { team: joined.name })}</p>
        <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => onJoin(null)}>
          {t('changeTeam')}
        </button>
      </div>
    )
  }

  return (
    <div className="team-search">
      <p>{t('findTeamIntro')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the search landmark every browser supports */}
      <form className="team-search__form" role="search" onSubmit={(e) => void search(e)}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('teamSearch')}</label>
          <input id={`${id}-q`} type="search" value={query} maxLength={60} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--black" disabled={result.state === 'searching'}>
          {result.state === 'searching' ? t('searching') : t('search')}
        </button>
      </form>
      <div role="status">
        {result.state === 'done' && result.teams.length === 0 && <p>{t('noTeamsMatch')}</p>}
        {result.state === 'error' && <p className="form-error">{t('couldNotJoinTeam')}</p>}
      </div>
      {result.state === 'done' && result.teams.length > 0 && (
        <ul className="team-search__results">
          {result.teams.map((team) => {
            const full = team.memberCount >= maxTeamSize
            return (
              <li key={team.id} className="team-search__team">
                {team.emblemUrl ? (
                  // biome-ignore lint/performance/noImgElement: a 256px emblem the CMS serves as it is
                  <img src={team.emblemUrl} alt="" width={32} height={32} className="team-search__emblem" />
                ) : isEmblemKey(team.emblem) ? (
                  <Emblem name={team.emblem} />
                ) : null}
                <span className="team-search__name">{team.name}</span>
                <span className="team-search__meta">
                  {team.distance} · {t('members', { count: team.memberCount })}
                </span>
                <button
                  type="button"
                  className="btn btn--red btn--small"
                  disabled={full || busy}
                  onClick={() => onJoin({ id: team.id, name: team.name, settings: team.settings })}
                  aria-label={`${t('join')}: ${team.name}`}
                >
                  {full ? t('full') : t('join')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
