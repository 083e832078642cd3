import { type DistanceUnit, toMeters } from '../../i18n/format'
import { instantOf } from '../../races/zoned-time'

/** A number a runner typed into a run form, with a decimal comma or point; 0 for an empty field. */
function formNumber(form: FormData, name: string): number {
  const raw = String(form.get(name) ?? '')
    .trim()
    .replace(',', '.')
  return raw === '' ? 0 : Number(raw)
}

export type RunFigures = { startedAt: string; distanceMeters: number; durationSeconds: number }

/**
 * A run as logged or corrected by hand: its start on the race clock, its distance in the runner's
 * unit and its time; or which of them is not a run's (the `races` message naming it).
 */
export function readRunForm(form: FormData, unit: DistanceUnit, timezone: string): { run: RunFigures } | { problem: 'invalidStart' | 'invalidDistance' | 'invalidDuration' } {
  const day = String(form.get('date') ?? '')
  const time = String(form.get('time') ?? '')
  const distanceMeters = toMeters(formNumber(form, 'distance'), unit)
  const durationSeconds = Math.round(formNumber(form, 'hours') * 3600 + formNumber(form, 'minutes') * 60 + formNumber(form, 'seconds'))
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return { problem: 'invalidStart' }
  if (!(distanceMeters >= 1)) return { problem: 'invalidDistance' }
  if (!(durationSeconds >= 1)) return { problem: 'invalidDuration' }
  return { run: { startedAt: instantOf(day, time, timezone).toISOString(), distanceMeters, durationSeconds } }
}
