'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { DistanceUnit } from '../../i18n/format'
import { appApi, failureMessage } from '../../lib/http/client'
import { useSession } from '../session/SessionProvider.client'
import { readRunForm } from './run-form'

type Props = { entryId: number; timezone: string; unit: DistanceUnit; today: string; activityTypes: { key: string; name: string }[] }
type Outcome = { kind: 'done' | 'held' | 'error'; text: string } | null

/**
 * Logging a run on the race page: by hand (the start on the runner's race clock, distance in the
 * locale's unit) or from a GPX/TCX/FIT file; both through the app API the app itself uses.
 */
export function LogRun({ entryId, timezone, unit, today, activityTypes }: Props) {
  const t = useTranslations('races')
  const errors = useTranslations('errors')
  const router = useRouter()
  const { client } = useSession()
  const [busy, setBusy] = useState<'hand' | 'file' | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function send(kind: 'hand' | 'file', call: () => Promise<{ activity: { status: string } }>, form: HTMLFormElement) {
    setBusy(kind)
    setOutcome(null)
    try {
      const { activity } = await call()
      setOutcome(activity.status === 'held' ? { kind: 'held', text: t('loggedHeld') } : { kind: 'done', text: t('logged') })
      form.reset()
      router.refresh()
    } catch (error) {
      // No answer at all (offline, the server away): the site's own words, never the browser's.
      // A server reading many files at once (503) says so in its answer: "try again in a moment".
      setOutcome({ kind: 'error', text: failureMessage(error, errors('unavailable'), { fields: true }) })
    } finally {
      setBusy(null)
    }
  }

  function logByHand(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const read = readRunForm(form, unit, timezone)
    if ('problem' in read) return setOutcome({ kind: 'error', text: t(read.problem) })
    const activityType = String(form.get('activityType') ?? activityTypes[0]?.key ?? '')
    void send('hand', () => client.post(appApi.raceActivities(entryId), { ...read.run, activityType }), event.currentTarget)
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) return setOutcome({ kind: 'error', text: t('file.missing') })
    void send('file', () => client.post(appApi.raceUpload(entryId), form), event.currentTarget)
  }

  return (
    <section className="log-run" aria-labelledby="log-run-title">
      <h2 id="log-run-title">{t('logTitle')}</h2>
      <div className="log-run__forms">
        <form className="log-run__form" onSubmit={logByHand} noValidate>
          <h3>{t('byHand')}</h3>
          {activityTypes.length > 1 && (
            <div className="field">
              <label htmlFor="run-activity">{t('activityType')}</label>
              <select id="run-activity" name="activityType" defaultValue={activityTypes[0]?.key}>
                {activityTypes.map((type) => (
                  <option key={type.key} value={type.key}>
                    {type.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="run-date">{t('date')}</label>
            <input id="run-date" name="date" type="date" max={today} required />
          </div>
          <div className="field">
            <label htmlFor="run-time">{t('time')}</label>
            <input id="run-time" name="time" type="time" required />
          </div>
          <div className="field">
            <label htmlFor="run-distance">{t('distance', { unit: t(`unit.${unit}`) })}</label>
            <input id="run-distance" name="distance" type="number" inputMode="decimal" min="0" step="0.01" required />
          </div>
          <fieldset className="log-run__duration">
            <legend>{t('duration')}</legend>
            {(['hours', 'minutes', 'seconds'] as const).map((part) => (
              <div className="field" key={part}>
                <label htmlFor={`run-${part}`}>{t(part)}</label>
                <input id={`run-${part}`} name={part} type="number" inputMode="numeric" min="0" max={part === 'hours' ? 168 : 59} step="1" />
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--red" disabled={busy !== null}>
            {busy === 'hand' ? t('saving') : t('save')}
          </button>
        </form>
        <form className="log-run__form" onSubmit={upload} noValidate>
          <h3>{t('byFile')}</h3>
          <div className="field">
            <label htmlFor="run-file">{t('fileLabel')}</label>
            <input id="run-file" name="file" type="file" accept=".gpx,.tcx,.fit,application/gpx+xml,application/vnd.garmin.tcx+xml,application/vnd.ant.fit" required />
          </div>
          <button type="submit" className="btn btn--secondary" disabled={busy !== null}>
            {busy === 'file' ? t('uploading') : t('upload')}
          </button>
        </form>
      </div>
      <p className={`log-run__outcome log-run__outcome--${outcome?.kind ?? 'none'}`} role={outcome?.kind === 'error' ? 'alert' : 'status'}>
        {outcome?.text}
      </p>
    </section>
  )
}
