'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { type DistanceUnit, inUnit } from '../../i18n/format'
import { appApi, failureMessage } from '../../lib/http/client'
import { wallClock } from '../../races/zoned-time'
import { useSession } from '../session/SessionProvider.client'
import { readRunForm } from './run-form'

type Run = { id: number; startedAt: string; distanceMeters: number; durationSeconds: number; activityType: string | null; editable: boolean }
type Props = { entryId: number; run: Run; timezone: string; unit: DistanceUnit; activityTypes: { key: string; name: string }[] }

/**
 * A run's own actions in the run list: correct it (a run logged by hand; the same fields as
 * logging, filled in with its figures on the race clock and in the runner's unit) or delete it.
 */
export function RunActions({ entryId, run, timezone, unit, activityTypes }: Props) {
  const t = useTranslations('races')
  const errors = useTranslations('errors')
  const router = useRouter()
  const { client } = useSession()
  const [mode, setMode] = useState<'idle' | 'edit' | 'confirm'>('idle')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const clock = wallClock(new Date(run.startedAt), timezone)
  const prefix = `run-${run.id}`

  async function send(call: () => Promise<unknown>) {
    setBusy(true)
    setProblem(null)
    try {
      await call()
      setMode('idle')
      router.refresh()
    } catch (error) {
      setProblem(failureMessage(error, errors('unavailable'), { fields: true }))
    } finally {
      setBusy(false)
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const read = readRunForm(form, unit, timezone)
    if ('problem' in read) return setProblem(t(read.problem))
    const activityType = String(form.get('activityType') ?? run.activityType ?? activityTypes[0]?.key ?? '')
    void send(() => client.put(appApi.raceActivity(entryId, run.id), { ...read.run, activityType }))
  }

  const seconds = run.durationSeconds
  return (
    <div className="run-actions">
      {mode === 'idle' && (
        <div className="run-actions__buttons">
          {run.editable && (
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setMode('edit')}>
              {t('editRun')}
            </button>
          )}
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setMode('confirm')}>
            {t('deleteRun')}
          </button>
        </div>
      )}
      {mode === 'confirm' && (
        <fieldset className="run-actions__confirm">
          <legend className="visually-hidden">{t('deleteRun')}</legend>
          <p>{t('confirmDelete')}</p>
          <button type="button" className="btn btn--red btn--small" disabled={busy} onClick={() => void send(() => client.delete(appApi.raceActivity(entryId, run.id)))}>
            {t('confirmDeleteYes')}
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setMode('idle')}>
            {t('cancel')}
          </button>
        </fieldset>
      )}
      {mode === 'edit' && (
        <form className="run-actions__form" onSubmit={save} noValidate aria-label={t('editRunTitle')}>
          {activityTypes.length > 1 && (
            <div className="field">
              <label htmlFor={`${prefix}-activity`}>{t('activityType')}</label>
              <select id={`${prefix}-activity`} name="activityType" defaultValue={run.activityType ?? activityTypes[0]?.key}>
                {activityTypes.map((type) => (
                  <option key={type.key} value={type.key}>
                    {type.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${prefix}-date`}>{t('date')}</label>
            <input id={`${prefix}-date`} name="date" type="date" defaultValue={clock.day} required />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-time`}>{t('time')}</label>
            <input id={`${prefix}-time`} name="time" type="time" defaultValue={clock.time} required />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-distance`}>{t('distance', { unit: t(`unit.${unit}`) })}</label>
            <input id={`${prefix}-distance`} name="distance" type="number" inputMode="decimal" min="0" step="0.01" defaultValue={Math.round(inUnit(run.distanceMeters, unit) * 100) / 100} required />
          </div>
          <fieldset className="log-run__duration">
            <legend>{t('duration')}</legend>
            {(
              [
                ['hours', Math.floor(seconds / 3600)],
                ['minutes', Math.floor((seconds % 3600) / 60)],
                ['seconds', seconds % 60],
              ] as const
            ).map(([part, value]) => (
              <div className="field" key={part}>
                <label htmlFor={`${prefix}-${part}`}>{t(part)}</label>
                <input id={`${prefix}-${part}`} name={part} type="number" inputMode="numeric" min="0" max={part === 'hours' ? 168 : 59} step="1" defaultValue={value} />
              </div>
            ))}
          </fieldset>
          <div className="run-actions__buttons">
            <button type="submit" className="btn btn--red btn--small" disabled={busy}>
              {busy ? t('saving') : t('saveChanges')}
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setMode('idle')}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p className="log-run__outcome log-run__outcome--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
