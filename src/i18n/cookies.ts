import { COOKIES, setCookie } from '../lib/http/cookies'
import type { Locale } from './locales'

/** The cookies the language switcher writes, as document.cookie assignments (spec §9: nf_country and nf_lang, and the detection cookie). */
export function localeCookies(locale: Locale, secure: boolean): string[] {
  return [COOKIES.country, COOKIES.language, COOKIES.localeDetection].map((cookie) => setCookie(cookie, locale, { secure }))
}
