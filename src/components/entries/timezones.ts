import { intlTag } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'

/** A time zone as a person looks for it: its city, its region and its name in their language. */
export type ZoneChoice = { id: string; label: string; search: string }

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

function zoneName(id: string, tag: string, style: 'longGeneric' | 'shortOffset', at: Date): string {
  try {
    return new Intl.DateTimeFormat(tag, { timeZone: id, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ''
  } catch {
    return ''
  }
}

/** `Europe/Berlin` → "Berlin (Europe) · Central European Time · GMT+1", searchable by any of its words. */
export function zoneChoice(id: string, locale: Locale, at = new Date()): ZoneChoice {
  const parts = id.split('/')
  const city = (parts.at(-1) ?? id).replaceAll('_', ' ')
  const region = parts.length > 1 ? parts[0]! : ''
  const tag = intlTag(locale)
  const name = zoneName(id, tag, 'longGeneric', at)
  const offset = zoneName(id, tag, 'shortOffset', at)
  const label = [region ? `${city} (${region})` : city, name, offset].filter(Boolean).join(' · ')
  return { id, label, search: fold(`${city} ${id} ${name} ${offset}`) }
}

/** The zones whose city, id or name hold every word typed; cities that start with it first. */
export function matchZones(zones: ZoneChoice[], query: string, limit = 50): ZoneChoice[] {
  const words = fold(query)
    .split(/[\s/,()·]+/)
    .filter(Boolean)
  if (!words.length) return zones.slice(0, limit)
  const found = zones.filter((z) => words.every((w) => z.search.includes(w)))
  const first = fold(query.trim())
  return [...found.filter((z) => z.search.startsWith(first)), ...found.filter((z) => !z.search.startsWith(first))].slice(0, limit)
}
