import { payloadEntryStore } from '@/server/stores/entry-store'
import { teamNameQuery } from '@/entries/requests'
import { teamNameKey } from '@/entries/model'
import { getPayloadClient } from '@/server/payload'
import { perCustomer, siteAction } from '@/server/http/site-action'

/**
 * Whether the event already has a team of this name (case and accents aside), asked as a captain
 * types it and at step 1's Continue. Signed-in only and rate-limited like validate-entries: it
 * tells whether a name exists, which the team search already shows to anyone.
 */
export const GET = siteAction(
  {
    query: teamNameQuery,
    requireCustomer: 'entries.userRequired',
    rateLimit: { key: perCustomer('team-name'), attempts: 60, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' },
  },
  async ({ query }) => ({ taken: await payloadEntryStore(await getPayloadClient()).teamNameTaken(query.eventId, teamNameKey(query.name)) }),
)
