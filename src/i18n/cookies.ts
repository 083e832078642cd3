import { DETECTION_COOKIE, DETECTION_COOKIE_MAX_AGE } from './detect'
import type { Locale } from './locales'

/** Spec §9: nf_country and nf_lang last 356 days (sic); the detection cookie 365. */
export const LOCALE_COOKIE_MAX_AGE = 356 * 24 * 60 * 60

/** The cookies the language switcher writes, as document.cookie assignments. */
export function localeCookies(locale: Locale, secure: boolean): string[] {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return [
    `nf_country=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}${flags}`,
    `nf_lang=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}${flags}`,
    `${DETECTION_COOKIE}=${locale}; Max-Age=${DETECTION_COOKIE_MAX_AGE}${flags}`,
  ]
}
