import { appAction } from '@/server/http/app-action'
import { races, viewOf } from '@/server/races/site'

/** App API GET /races: the bearer's races (their paid entries), newest first. */
export const GET = appAction({}, async ({ customer, locale }) => {
  const now = new Date()
  return { races: (await (await races()).racesOf(customer.id, locale)).map((race) => viewOf(race, now)) }
})
