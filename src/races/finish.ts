import { type DistanceUnit, EVENT_UNIT, formatDayOn, formatDistance, formatDuration, formatEventDistance } from '../i18n/format'
import type { Locale } from '../i18n/locales'
import type { Race } from './race'

/**
 * A finish's distance: the event's, in the event's unit ("50 km"), and in the runner's too when
 * they count in another ("50 km (31.1 mi)").
 */
export function certificateDistance(meters: number, locale: Locale, unit: DistanceUnit): string {
  const event = formatEventDistance(meters, locale)
  return unit === EVENT_UNIT ? event : `${event} (${formatDistance(meters, locale, unit)})`
}

/** What a finish says everywhere it is shown (certificate, finish page, share card), in the locale's formats. */
export type FinishFacts = { distance: string; time: string; date: string }

export function finishFacts(race: Pick<Race, 'targetMeters' | 'finishedAt' | 'finishSeconds' | 'clock'>, locale: Locale, unit: DistanceUnit): FinishFacts {
  if (!race.finishedAt) throw new Error('A race that has not finished has no finish')
  return {
    distance: certificateDistance(race.targetMeters, locale, unit),
    time: formatDuration(race.finishSeconds ?? 0),
    date: formatDayOn(race.finishedAt, locale, race.clock.timezone),
  }
}

/** The runner as a share card names them: their first name, else their full name, cut to a card's width. */
export function cardName(runner: { firstName: string; lastName: string }, max = 32): string {
  const name = runner.firstName.trim() || `${runner.firstName} ${runner.lastName}`.trim()
  return shortened(name, max)
}

/** Text without control characters, at most `max` letters (as a reader counts them), an ellipsis marking a cut. */
export function shortened(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  const letters = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(clean), (s) => s.segment)
  return letters.length <= max
    ? clean
    : `${letters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}
