import { entryEvents } from '@/server/entries/events'
import { eventQuery } from '@/entries/requests'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payload'
import { siteAction } from '@/server/http/site-action'

/** Spec §7 entries/event: the app event (type TIMEBOXED or OPEN, its window) of a published event. */
export const GET = siteAction({ query: eventQuery }, async ({ query, locale }) => {
  const event = (await entryEvents(await getPayloadClient(), [query.eventId], locale)).get(query.eventId)
  if (!event) throw new DomainError('not_found', 'entries.noEntryTypes')
  return { event: { id: event.id, type: event.type === 'timeboxed' ? 'TIMEBOXED' : 'OPEN', start: event.start, end: event.end, timezone: 'Europe/London' } }
})
