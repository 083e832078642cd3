'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { emblemKeys } from '../../entries/emblems'
import type { EntryFlowData } from '../../server/entries/flow-data'
import type { EntryFlowAction, LoadingLabel } from '../../entries/flow'
import type { TeamDraft } from '../../entries/model'
import type { EntryProblems } from '../../entries/rules'
import type { EntryFlowService } from '../../entries/service'
import type { Locale } from '../../i18n/locales'
import { type HttpClient, failureMessage, siteApi } from '../../lib/http/client'
import { Emblem } from './Emblem'
import { entryErrorMessage, fieldMessages, problemsOf } from './entry-errors'
import { fieldProps } from './field-props'
import { RaceFields } from './RaceFields.client'

type Props = {
  locale: Locale
  team: TeamDraft
  data: EntryFlowData
  service: EntryFlowService
  dispatch: (action: EntryFlowAction) => void
  loading: LoadingLabel
  client: HttpClient
  /** The team's details are saved on the basket's lines as the form shows them. */
  saved: boolean
  onSaved: (team: TeamDraft) => void
}

/** Spec §3 team draft: name, the team's distance and start, emblem (chosen or uploaded) and bulk places. */
export function TeamForm({ locale, team, data, service, dispatch, loading, client, saved, onSaved }: Props) {
  const t = useTranslations('entries')
  const tAll = useTranslations()
  const id = useId()
  const [problems, setProblems] = useState<EntryProblems>({})
  const [message, setMessage] = useState<string | null>(null)
  const [upload, setUpload] = useState<{ busy: boolean; url: string | null; error: string | null }>({ busy: false, url: null, error: null })
  const { event } = data
  const nameStatus = useNameCheck(client, event.id, team.name)
  const errors = fieldMessages(nameStatus === 'taken' && !problems.name ? { ...problems, name: { key: 'entries.teamNameTaken' } } : problems, tAll, locale)
  const edit = (change: Partial<Omit<TeamDraft, 'config'>>, config?: Partial<TeamDraft['config']>) => dispatch({ type: 'edit-team', team: change, config })
  const { field, error } = fieldProps(id, errors)
  const bulkVariants = Object.fromEntries(data.entryTypes.map((type) => [type.entryType, type.id]))

  async function save(e: FormEvent) {
    e.preventDefault()
    setProblems({})
    setMessage(null)
    try {
      await service.saveTeam(bulkVariants)
      onSaved(team)
    } catch (failure) {
      setProblems(problemsOf(failure))
      setMessage(entryErrorMessage(failure, tAll))
    }
  }

  async function uploadEmblem(file: File | undefined) {
    if (!file) return
    setUpload({ busy: true, url: null, error: null })
    const form = new FormData()
    form.set('file', file)
    try {
      const answer = await client.post<{ emblem: string; url: string }>(siteApi.teamEmblem, form)
      edit({ emblem: answer.emblem })
      setUpload({ busy: false, url: answer.url, error: null })
    } catch (failure) {
      setUpload({ busy: false, url: null, error: failureMessage(failure, t('emblemType')) })
    }
  }

  const places = (kind: 'adult' | 'child') => data.entryTypes.some((type) => type.entryType === kind)
  return (
    <form className="entry-form" noValidate onSubmit={(e) => void save(e)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('teamName')}</label>
        <input {...field('name')} maxLength={60} value={team.name} onChange={(e) => edit({ name: e.target.value })} />
        {error('name')}
        <p className="field__hint" role="status">
          {nameStatus === 'checking' ? t('teamNameChecking') : nameStatus === 'free' ? t('teamNameFree') : null}
        </p>
      </div>
      <p className="field__hint">{t('teamConfigIntro')}</p>
      <RaceFields id={id} event={event} config={team.config} errors={errors} locale={locale} onChange={(config) => edit({}, config)} />

      <fieldset className="emblem-choice">
        <legend>{t('emblem')}</legend>
        <div className="emblem-choice__options">
          {emblemKeys.map((key) => (
            <label key={key} className="emblem-choice__option" title={t(`emblems.${key}`)}>
              <input type="radio" name={`${id}-emblem`} checked={team.emblem === key} onChange={() => edit({ emblem: key })} />
              <Emblem name={key} />
              <span className="visually-hidden">{t(`emblems.${key}`)}</span>
            </label>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-upload`}>{t('uploadEmblem')}</label>
          <input id={`${id}-upload`} type="file" accept="image/png,image/jpeg,image/webp" aria-describedby={`${id}-upload-hint`} onChange={(e) => void uploadEmblem(e.target.files?.[0])} />
          <p className="field__hint" id={`${id}-upload-hint`} role="status">
            {upload.busy ? t('uploading') : (upload.error ?? t('uploadHint'))}
          </p>
          {upload.url && team.emblem?.startsWith('upload:') && (
            // biome-ignore lint/performance/noImgElement: a small image the captain just uploaded, served by the CMS as it is
            <img className="emblem-choice__upload" src={upload.url} alt={t('uploadedEmblem')} width={64} height={64} />
          )}
        </div>
      </fieldset>

      <div className="field-row">
        {(['adult', 'child'] as const).filter(places).map((kind) => {
          const key = kind === 'adult' ? 'adultEntries' : 'childEntries'
          return (
            <div className="field" key={kind}>
              <label htmlFor={`${id}-${key}`}>{t(kind === 'adult' ? 'adultPlaces' : 'childPlaces')}</label>
              <input
                {...field(key)}
                type="number"
                inputMode="numeric"
                min={0}
                max={event.maxTeamSize}
                value={team[key]}
                onChange={(e) => edit({ [key]: Math.max(0, Math.min(event.maxTeamSize, Math.floor(Number(e.target.value) || 0))) })}
              />
              {error(key)}
            </div>
          )
        })}
      </div>
      <p className="field__hint">{t('placesHint', { count: event.maxTeamSize })}</p>

      <p className="form-error" role="alert">
        {message}
      </p>
      <p className="form-notice" role="status">
        {!message && saved ? t('teamSaved') : null}
      </p>
      <button type="submit" className="btn btn--black" disabled={loading !== 'idle'}>
        {loading === 'saving-team' ? t('saving') : t('saveTeam')}
      </button>
    </form>
  )
}

const NAME_CHECK_DELAY_MS = 400

/** Whether the name typed is free in the event, asked once typing pauses (entries/team-name). */
function useNameCheck(client: HttpClient, eventId: number, name: string): 'checking' | 'taken' | 'free' | null {
  const [status, setStatus] = useState<{ name: string; state: 'checking' | 'taken' | 'free' } | null>(null)
  const trimmed = name.trim()
  useEffect(() => {
    if (!trimmed) return
    let current = true
    const timer = setTimeout(() => {
      setStatus({ name: trimmed, state: 'checking' })
      client
        .get<{ taken: boolean }>(siteApi.teamName, { query: { eventId, name: trimmed } })
        .then(({ taken }) => current && setStatus({ name: trimmed, state: taken ? 'taken' : 'free' }))
        // Unknown is not taken: saving the team and paying check again.
        .catch(() => current && setStatus(null))
    }, NAME_CHECK_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, eventId, trimmed])
  return status && status.name === trimmed && trimmed ? status.state : null
}
