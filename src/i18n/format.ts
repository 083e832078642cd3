import { languageTags, type Locale } from './locales'

/** Tags for Intl formatting: English dates and numbers follow British usage (a UK shop). */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : languageTags[locale]
}

/** A calendar day in the locale's long format; stored as midnight UTC, so shown in UTC. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}
