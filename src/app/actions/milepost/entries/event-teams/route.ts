import { payloadEntryStore } from '@/server/stores/entry-store'
import { teamSearchQuery } from '@/entries/requests'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/server/http/site-action'

const MAX_TEAMS = 20

/** Spec §7 entries/event-teams: the event's teams whose name matches `q`, ignoring case and accents. */
export const GET = siteAction({ query: teamSearchQuery }, async ({ query }) => ({
  teams: await payloadEntryStore(await getPayloadClient()).searchTeams(query.eventId, query.q, MAX_TEAMS),
}))
