'use client'

import { useTranslations } from 'next-intl'
import type { EntryFlowData } from '../../server/entries/flow-data'
import type { EntryConfig, TeamSettings } from '../../entries/model'
import { formatDay } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { fieldProps } from './field-props'
import { TimezoneField } from './TimezoneField.client'
import { zoneChoice } from './timezones'

type TeamField = keyof TeamSettings

type Props = {
  /** Prefix of the fields' ids; the ids end in the config's field names, as the errors are keyed. */
  id: string
  event: EntryFlowData['event']
  config: EntryConfig
  /** Translated messages by field name (`config.distance`…). */
  errors: Record<string, string>
  locale: Locale
  onChange: (change: Partial<EntryConfig>) => void
  /** The team's values (a new team's, or the joined one's): each field says whether it holds the team's or the entrant's own. */
  teamConfig?: TeamSettings | null
}

/** What an entrant and a team both choose (spec §3 config): distance, time zone, and the start of a timeboxed event. */
export function RaceFields({ id, event, config, errors, locale, onChange, teamConfig }: Props) {
  const t = useTranslations('entries')
  const { field, error } = fieldProps(id, errors)
  const day = (date: string) => formatDay(`${date}T00:00:00.000Z`, locale)
  const shown: Record<TeamField, (v: string) => string> = {
    distance: (v) => event.distances.find((d) => d.id === v)?.label ?? v,
    timezone: (v) => zoneChoice(v, locale).label,
    timeboxedStartDate: day,
    timeboxedStartTime: (v) => v,
  }
  /** Whether the field holds the team's value, or the entrant's own (with the team's, and a way back to it). */
  const teamHint = (name: TeamField) => {
    const theirs = teamConfig?.[name]
    if (!teamConfig || !theirs) return null
    const same = config[name] === theirs
    return (
      <p className="field__hint field__hint--team" data-team-hint={name}>
        <span>{same ? t('teamValue') : t('ownValue', { value: shown[name](theirs) })}</span>
        {!same && (
          <button type="button" className="link-button" onClick={() => onChange({ [name]: theirs })}>
            {t('useTeamValue')}
          </button>
        )}
      </p>
    )
  }

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-config.distance`}>{t('distance')}</label>
        <select {...field('config.distance')} value={config.distance ?? ''} onChange={(e) => onChange({ distance: e.target.value || null })}>
          <option value="">{t('chooseDistance')}</option>
          {event.distances.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </select>
        {error('config.distance')}
        {teamHint('distance')}
      </div>

      <TimezoneField
        id={`${id}-config.timezone`}
        value={config.timezone}
        locale={locale}
        invalid={!!errors['config.timezone']}
        onChange={(timezone) => onChange({ timezone })}
        error={error('config.timezone')}
        hint={teamHint('timezone')}
      />

      {event.type === 'timeboxed' && (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-config.timeboxedStartDate`}>{t('startDate')}</label>
            <input
              {...field('config.timeboxedStartDate')}
              aria-describedby={[errors['config.timeboxedStartDate'] && `${id}-config.timeboxedStartDate-error`, `${id}-config.timeboxedStartDate-hint`].filter(Boolean).join(' ')}
              type="date"
              min={event.start}
              max={event.end}
              value={config.timeboxedStartDate ?? ''}
              onChange={(e) => onChange({ timeboxedStartDate: e.target.value || null })}
            />
            {error('config.timeboxedStartDate')}
            {/* The same first and last days as the spec's "Date must be after/before {date}" (decision 0036). */}
            <p className="field__hint" id={`${id}-config.timeboxedStartDate-hint`}>
              {t('startDateHint', { start: day(event.start), end: day(event.end) })}
            </p>
            {teamHint('timeboxedStartDate')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-config.timeboxedStartTime`}>{t('startTime')}</label>
            <input {...field('config.timeboxedStartTime')} type="time" value={config.timeboxedStartTime} onChange={(e) => onChange({ timeboxedStartTime: e.target.value })} />
            {error('config.timeboxedStartTime')}
            {teamHint('timeboxedStartTime')}
          </div>
        </div>
      )}
    </>
  )
}
