'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { EntryChange } from '../../entries/booking/change-entry'
import type { Locale } from '../../i18n/locales'
import { appApi, HttpError } from '../../lib/http/client'
import { TimezoneField } from '../entries/TimezoneField.client'
import { useSession } from '../session/SessionProvider.client'

export type EntryChangeView = {
  open: boolean
  closesAt: string
  timeboxed: boolean
  startWithin: { first: string; last: string }
  distances: { id: string; label: string }[]
  groups: { id: string; label: string }[]
  current: EntryChange
}

/** The entrant's own choices, changed until the event's cut-off: distance, time zone, group and a timeboxed start. */
export function ChangeEntry({ entryId, initial, locale, closesOn }: { entryId: number; initial: EntryChangeView; locale: Locale; closesOn: string }) {
  const t = useTranslations('booking')
  const problemText = useTranslations('errors')
  const router = useRouter()
  const { client } = useSession()
  const [choice, setChoice] = useState<EntryChange>(initial.current)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    setErrors({})
    try {
      await client.patch(appApi.raceEntry(entryId), choice)
      setMessage({ kind: 'done', text: t('changed') })
      router.refresh()
    } catch (error) {
      const data = error instanceof HttpError ? error.data : null
      setErrors(data?.errors ?? {})
      setMessage({ kind: 'error', text: data?.error ?? problemText('unavailable') })
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (field: string) =>
    errors[field]?.length ? (
      <p className="field__error" id={`change-${field}-error`}>
        {errors[field]![0]}
      </p>
    ) : null

  return (
    <section className="booking-change" aria-labelledby="change-heading">
      <h2 id="change-heading">{t('changeTitle')}</h2>
      <p>{t('changeIntro', { date: closesOn })}</p>
      <form onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor="change-distance">{t('distance')}</label>
          <select id="change-distance" value={choice.distance ?? ''} onChange={(e) => setChoice({ ...choice, distance: e.target.value })} aria-invalid={!!errors.distance}>
            {initial.distances.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
          {fieldError('distance')}
        </div>
        <TimezoneField
          id="change-timezone"
          value={choice.timezone}
          locale={locale}
          invalid={!!errors.timezone}
          onChange={(timezone) => setChoice({ ...choice, timezone })}
          error={fieldError('timezone')}
        />
        {initial.groups.length > 0 && (
          <div className="field">
            <label htmlFor="change-group">{t('group')}</label>
            <select id="change-group" value={choice.groupId ?? ''} onChange={(e) => setChoice({ ...choice, groupId: e.target.value || null })}>
              <option value="">{t('noGroup')}</option>
              {initial.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.label}
                </option>
              ))}
            </select>
            {fieldError('groupId')}
          </div>
        )}
        {initial.timeboxed && (
          <>
            <div className="field">
              <label htmlFor="change-start-date">{t('startDate')}</label>
              <input
                id="change-start-date"
                type="date"
                min={initial.startWithin.first}
                max={initial.startWithin.last}
                value={choice.timeboxedStartDate ?? ''}
                onChange={(e) => setChoice({ ...choice, timeboxedStartDate: e.target.value || null })}
              />
              {fieldError('timeboxedStartDate')}
            </div>
            <div className="field">
              <label htmlFor="change-start-time">{t('startTime')}</label>
              <input id="change-start-time" type="time" value={choice.timeboxedStartTime} onChange={(e) => setChoice({ ...choice, timeboxedStartTime: e.target.value })} />
              {fieldError('timeboxedStartTime')}
            </div>
          </>
        )}
        <button type="submit" className="btn btn--black" disabled={busy}>
          {t('changeButton')}
        </button>
      </form>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'form-error' : 'form-success'}>
          {message.text}
        </p>
      )}
    </section>
  )
}
