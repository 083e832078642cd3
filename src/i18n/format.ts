import { languageTags, type Locale } from './locales'

/** Tags for Intl formatting: English dates and numbers follow British usage (a UK shop). */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : languageTags[locale]
}

/** A calendar day in the locale's long format; stored as midnight UTC, so shown in UTC. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** The shop's calendar day (London) of a moment, in the locale's long format. */
export function formatShopDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso))
}

/** A whole percentage in the locale's way ("15%", "15 %"). */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)
}
