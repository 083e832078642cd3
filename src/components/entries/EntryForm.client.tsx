'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'
import type { EntryFlowData } from '../../server/entries/flow-data'
import type { EntryFlowAction, LoadingLabel } from '../../entries/flow'
import type { EntryDraft, TeamSettings } from '../../entries/model'
import type { EntryProblems } from '../../entries/rules'
import type { EntryFlowService } from '../../entries/service'
import type { Locale } from '../../i18n/locales'
import { entryErrorMessage, fieldMessages, problemsOf } from './entry-errors'
import { fieldProps } from './field-props'
import { Price } from '../market/Price.client'
import { RaceFields } from './RaceFields.client'

type Props = {
  entry: EntryDraft
  data: EntryFlowData
  locale: Locale
  service: EntryFlowService
  dispatch: (action: EntryFlowAction) => void
  loading: LoadingLabel
  saved: boolean
  heading: string
  onRemove?: () => void
  /** The team's values this entrant starts from (a new team's, or the joined one's). */
  teamConfig?: TeamSettings | null
}

/** One entrant's details (spec §3 entry draft): type, name, email, distance, time zone, group, start, medal. */
export function EntryForm({ entry, data, locale, service, dispatch, loading, saved, heading, onRemove, teamConfig }: Props) {
  const t = useTranslations('entries')
  const tAll = useTranslations()
  const id = useId()
  const [problems, setProblems] = useState<EntryProblems>({})
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | null>(null)
  const { event } = data
  const errors = fieldMessages(problems, tAll, locale)
  const busy = loading !== 'idle'
  const edit = (change: Omit<Extract<EntryFlowAction, { type: 'edit-entry' }>, 'type' | 'id'>) => {
    setMessage(null)
    dispatch({ type: 'edit-entry', id: entry.id, ...change })
  }

  async function run(operation: () => Promise<void>, done?: string) {
    setProblems({})
    setMessage(null)
    try {
      await operation()
      if (done) setMessage({ kind: 'saved', text: done })
    } catch (error) {
      setProblems(problemsOf(error))
      setMessage({ kind: 'error', text: entryErrorMessage(error, tAll) })
    }
  }

  const { field, error } = fieldProps(id, errors)

  function save(e: FormEvent) {
    e.preventDefault()
    void run(() => service.saveEntry(entry.id), t('saved'))
  }

  return (
    <form className="entry-form" noValidate onSubmit={save} aria-labelledby={`${id}-heading`}>
      <div className="entry-form__header">
        <h2 id={`${id}-heading`} className="entry-form__title">
          {heading}
        </h2>
        {onRemove && (
          <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={onRemove}>
            {t('removeEntry', { name: entry.user.firstName || t('unnamed') })}
          </button>
        )}
      </div>

      <fieldset className="entry-form__types" aria-describedby={errors.entryType ? `${id}-entryType-error` : undefined}>
        <legend>{t('entryType')}</legend>
        <div className="payment-choice">
          {data.entryTypes.map((type) => {
            const changing = loading === `loading-entry-${entry.id}-type-${type.id}`
            return (
              <label key={type.id} className="payment-choice__option">
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={entry.entryVariantId === type.id}
                  disabled={busy || !type.inStock}
                  onChange={() => void run(() => service.changeEntryType(entry.id, type.id, type.entryType))}
                />
                <span>
                  {t(type.entryType)} · <Price prices={type.prices} />
                  {changing ? ' …' : ''}
                </span>
              </label>
            )
          })}
        </div>
        {error('entryType')}
      </fieldset>

      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-user.firstName`}>{t('firstName')}</label>
          <input {...field('user.firstName')} autoComplete={onRemove ? 'off' : 'given-name'} value={entry.user.firstName} onChange={(e) => edit({ user: { firstName: e.target.value } })} />
          {error('user.firstName')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-user.lastName`}>{t('lastName')}</label>
          <input {...field('user.lastName')} autoComplete={onRemove ? 'off' : 'family-name'} value={entry.user.lastName} onChange={(e) => edit({ user: { lastName: e.target.value } })} />
          {error('user.lastName')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-user.email`}>{t('email')}</label>
        <input {...field('user.email')} type="email" autoComplete={onRemove ? 'off' : 'email'} value={entry.user.email} onChange={(e) => edit({ user: { email: e.target.value } })} />
        {error('user.email')}
      </div>

      <RaceFields id={id} event={event} config={entry.config} errors={errors} locale={locale} onChange={(config) => edit({ config })} teamConfig={teamConfig} />

      {event.groups.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-config.groupId`}>{t('group')}</label>
          <select {...field('config.groupId')} value={entry.config.groupId ?? ''} onChange={(e) => edit({ config: { groupId: e.target.value || null } })}>
            <option value="">{t('noGroup')}</option>
            {event.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
          {error('config.groupId')}
        </div>
      )}

      {event.includesMedal && (
        <label className="checkbox">
          <input type="checkbox" checked={entry.config.noMedal} onChange={(e) => edit({ config: { noMedal: e.target.checked } })} />
          <span>{t('noMedal')}</span>
        </label>
      )}

      <p className={message?.kind === 'error' ? 'form-error' : 'form-notice'} role={message?.kind === 'error' ? 'alert' : 'status'}>
        {message?.text}
        {!message && saved ? t('saved') : null}
      </p>
      <button type="submit" className="btn btn--black" disabled={busy}>
        {loading === `saving-entry-${entry.id}` ? t('saving') : t('saveEntry')}
      </button>
    </form>
  )
}
