import { entryEvents } from '@/server/entries/events'
import { payloadEntryStore } from '@/server/stores/entry-store'
import { teamSearchQuery } from '@/entries/requests'
import { getPayloadClient } from '@/server/payload'
import { perAddress, siteAction } from '@/server/http/site-action'

const MAX_TEAMS = 20

/**
 * Spec §7 entries/event-teams: the event's teams whose name matches `q`, ignoring case and accents,
 * each with the settings a joiner starts from; with `teamId`, that one team (a joiner's, after a reload).
 */
export const GET = siteAction(
  // A search is typed letter by letter (debounced): plenty for a person, not for walking every team.
  { query: teamSearchQuery, rateLimit: { key: perAddress('event-teams'), attempts: 120, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ query, locale }) => {
    const payload = await getPayloadClient()
    const event = (await entryEvents(payload, [query.eventId], locale)).get(query.eventId)
    if (!event) return { teams: [] }
    const store = payloadEntryStore(payload)
    if (query.teamId) {
      const team = await store.teamListing(event, query.teamId)
      return { teams: team ? [team] : [] }
    }
    return { teams: await store.searchTeams(event, query.q, MAX_TEAMS) }
  },
)
