import 'server-only'
import type { Payload } from 'payload'
import { entryEventMemo } from '../stores/catalogue-cache'
import type { Locale } from '../../i18n/locales'
import type { Event } from '../../payload-types'
import type { EntryEvent } from '../../entries/model'

const day = (iso: string) => iso.slice(0, 10)

/** What the entry flow and its rules need of an event document (spec §3 event product). */
export function toEntryEvent(event: Event): EntryEvent {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    type: event.eventType === 'timeboxed' ? 'timeboxed' : 'open',
    start: day(event.eventStartDate),
    end: day(event.eventEndDate),
    individual: !!event.individual,
    team: !!event.team,
    includesMedal: !!event.includesMedal,
    maxTeamSize: event.maxTeamSize ?? 20,
    distances: (event.entryDistances ?? []).map((d) => ({ id: String(d.id), label: d.label, km: d.lengthKm })),
    groups: (event.groups ?? []).map((g) => ({ id: String(g.id), label: g.label })),
  }
}

/** Published events by id, as the entry rules see them (remembered briefly; an editor's save forgets them). */
export async function entryEvents(payload: Payload, ids: number[], locale: Locale): Promise<Map<number, EntryEvent>> {
  const out = new Map<number, EntryEvent>()
  const missing: number[] = []
  for (const id of new Set(ids)) {
    const known = entryEventMemo.peek(`${locale}:${id}`)
    if (known) out.set(id, known)
    else missing.push(id)
  }
  if (missing.length) {
    const { docs } = await payload.find({ collection: 'events', where: { id: { in: missing }, _status: { equals: 'published' } }, locale, depth: 0, pagination: false, overrideAccess: true })
    for (const doc of docs) {
      const event = toEntryEvent(doc)
      entryEventMemo.set(`${locale}:${doc.id}`, event)
      out.set(doc.id, event)
    }
  }
  return out
}
