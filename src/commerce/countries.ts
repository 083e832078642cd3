import countries from 'i18n-iso-countries'
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' }
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' }
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' }
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' }
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' }
import sv from 'i18n-iso-countries/langs/sv.json' with { type: 'json' }
import { intlTag } from '../i18n/format'
import type { Locale } from '../i18n/locales'

for (const data of [en, fr, de, it, nl, es, sv]) countries.registerLocale(data as countries.LocaleData)

const language = (locale: Locale) => locale.split('-')[0]!
const cache = new Map<Locale, { code: string; name: string }[]>()

/** ISO 3166 countries with names in the locale's language (i18n-iso-countries), sorted as that locale sorts. */
export function countryList(locale: Locale): { code: string; name: string }[] {
  const hit = cache.get(locale)
  if (hit) return hit
  const names = countries.getNames(language(locale), { select: 'official' })
  const collator = new Intl.Collator(intlTag(locale))
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name))
  cache.set(locale, list)
  return list
}

export const isCountryCode = (code: string) => countries.isValid(code)

/** A country's name in the locale's language ("FR" → "France", "Frankreich"), or the code when unknown. */
export function countryName(code: string | null | undefined, locale: Locale): string {
  if (!code) return ''
  return countries.getName(code, language(locale), { select: 'official' }) ?? code
}
