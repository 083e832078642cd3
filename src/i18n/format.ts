import { languageTags, type Locale } from './locales'

/** Tags for Intl formatting: English dates and numbers follow British usage (a UK shop). */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : languageTags[locale]
}

/** A calendar day in the locale's long format; stored as midnight UTC, so shown in UTC. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** The calendar day of a moment on a clock of `timeZone`, in the locale's long format. */
export function formatDayOn(moment: string | Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone }).format(new Date(moment))
}

/** The shop's calendar day (London) of a moment, in the locale's long format. */
export function formatShopDay(iso: string, locale: Locale): string {
  return formatDayOn(iso, locale, 'Europe/London')
}

/** A whole percentage in the locale's way ("15%", "15 %"). */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)
}

/** A tax rate as the locale writes it, to the thousandth Québec's QST needs ("9,975 %", "25 %"). */
export function formatTaxPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100)
}

/**
 * Names within a sentence ("running and walking", "Laufen und Gehen", "löpning och promenad"):
 * joined the locale's way, lower-cased where the language writes such nouns in lower case.
 */
export function formatNames(names: string[], locale: Locale): string {
  const tag = intlTag(locale)
  const words = locale === 'de' ? names : names.map((name) => name.charAt(0).toLocaleLowerCase(tag) + name.slice(1))
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(words)
}

export type DistanceUnit = 'km' | 'mi'

const METERS_PER: Record<DistanceUnit, number> = { km: 1000, mi: 1609.344 }

/** Runners' habit per market: British runners count miles, everyone else kilometres. */
export const distanceUnit = (locale: Locale): DistanceUnit => (locale === 'en' ? 'mi' : 'km')

/** The runner's unit: the one they chose in their account, else their market's habit. */
export const runnerUnit = (chosen: DistanceUnit | null | undefined, locale: Locale): DistanceUnit => chosen ?? distanceUnit(locale)

/** Events are set up in kilometres (their distances' `lengthKm`): their distances show so ("50 km" stays "50 km"). */
export const EVENT_UNIT: DistanceUnit = 'km'

export const toMeters = (value: number, unit: DistanceUnit) => Math.round(value * METERS_PER[unit])

/** Metres as a number of `unit`s. */
export const inUnit = (meters: number, unit: DistanceUnit) => meters / METERS_PER[unit]

/**
 * "42.2 km", "26.2 mi", "42,2 km": a runner's distance (a run, a total) in their unit, by default
 * their market's habit; an event's distance (a target, a cap) in the event's, with `EVENT_UNIT`
 * (or formatEventDistance). The one distance formatter of the site, mails and documents.
 */
export function formatDistance(meters: number, locale: Locale, unit: DistanceUnit = distanceUnit(locale)): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'unit', unit: unit === 'km' ? 'kilometer' : 'mile', maximumFractionDigits: 1 }).format(inUnit(meters, unit))
}

/** An event's distance (a target, a distance's name, a daily cap) in the event's own unit: "50 km" for every reader. */
export const formatEventDistance = (meters: number, locale: Locale) => formatDistance(meters, locale, EVENT_UNIT)

/** A pace in the runner's unit: "5:00 /km", "8:03 /mi"; empty for no distance. */
export function formatPace(meters: number, seconds: number, locale: Locale, unit: DistanceUnit = distanceUnit(locale)): string {
  if (meters <= 0) return ''
  const per = Math.round(seconds / inUnit(meters, unit))
  const minutes = new Intl.NumberFormat(intlTag(locale)).format(Math.floor(per / 60))
  return `${minutes}:${String(per % 60).padStart(2, '0')} /${unit}`
}

/** A running time as h:mm:ss ("4:05:09", "0:42:10"). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

/** A moment on a clock of `timeZone` ("24 Nov 2026, 07:30"). */
export function formatMoment(iso: string | Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
}

/** How far `target` is from `now` in the largest whole unit ("in 3 days", "dans 5 heures"). */
export function formatRelative(target: Date, now: Date, locale: Locale): string {
  const ms = target.getTime() - now.getTime()
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ]
  const [unit, size] = units.find(([, size]) => Math.abs(ms) >= size) ?? units[2]!
  return new Intl.RelativeTimeFormat(intlTag(locale), { numeric: 'auto' }).format(Math.round(ms / size), unit)
}
