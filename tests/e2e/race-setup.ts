import { readAccessToken } from '../../src/lib/http/client'
import { siteVisitor } from '../support/site-visitor'
import { adminGet, adminPost, adminToken } from './admin-api'
import { site } from './fixtures'

export const DAY = 24 * 60 * 60_000
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * An event under way today (started five days ago, three weeks to go; or starting `startsInDays`
 * from today), with the spring event's picture and an adult place, made by an editor.
 */
export async function eventUnderWay(title: string, { team = false, entryDistances = [{ label: '10K', lengthKm: 10 }], startsInDays = -5, lastsDays = 25 } = {}) {
  const baseURL = site.baseURL
  const token = await adminToken(baseURL)
  const [spring] = (await adminGet<{ docs: { image: number }[] }>(baseURL, token, '/events?where[slug][equals]=spring-10k&depth=0')).docs
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`
  const { doc: event } = await adminPost<{ doc: { id: number } }>(baseURL, token, '/events', {
    title,
    slug,
    shortDescription: 'A race under way',
    eventStartDate: `${isoDay(Date.now() + startsInDays * DAY)}T00:00:00.000Z`,
    eventEndDate: `${isoDay(Date.now() + (startsInDays + lastsDays) * DAY)}T00:00:00.000Z`,
    eventType: 'open',
    image: spring?.image,
    individual: true,
    team,
    includesMedal: true,
    availableForPurchase: true,
    defaultPrice: 1500,
    entryDistances,
    _status: 'published',
  })
  await adminPost(baseURL, token, '/variants', {
    kind: 'entry',
    event: event.id,
    title: 'Adult',
    sku: `${slug}-adult`,
    prices: [{ currency: 'GBP', amount: 1500 }],
    entryType: 'adult',
    isAvailable: true,
    hasUnlimitedStock: true,
  })
  return { id: event.id, slug, title }
}

/** The app API's bearer token of a runner's session, as the race page's client holds it (from an address of its own). */
export async function appBearer(email: string, password: string) {
  const baseURL = site.baseURL
  const visitor = siteVisitor({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` })
  await visitor.csrfFrom(baseURL)
  await visitor.call(baseURL, '/actions/users/login', { method: 'POST', body: { email, password } })
  if (!visitor.jar.has('access-token')) await visitor.call(baseURL, '/actions/users/refresh', { method: 'POST', body: {} })
  const token = readAccessToken([...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; '))
  if (!token) throw new Error(`No app token for ${email}`)
  return { authorization: `Bearer ${token}` }
}

type AppRun = { startedAt: string; distanceMeters: number; durationSeconds: number; activityType: string }

/**
 * A runner logs a run in their race of this event over the app API, as the app does; answers the
 * race's entry, the runner's bearer and the call's answer (a test asserts its status).
 */
export async function logRunOverApp(email: string, password: string, eventId: number, run: AppRun, headers: Record<string, string> = {}) {
  const baseURL = site.baseURL
  const bearer = await appBearer(email, password)
  const { races } = (await (await fetch(`${baseURL}/app-api/races`, { headers: bearer })).json()) as { races: { entryId: number; event: { id: number } }[] }
  const race = races.find((r) => r.event.id === eventId)
  if (!race) throw new Error(`${email} has no race in event ${eventId}`)
  const answer = await fetch(`${baseURL}/app-api/races/${race.entryId}/activities`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(run),
  })
  return { entryId: race.entryId, bearer, answer }
}

/** A runner's name shown on the event's leaderboard (the board is opt-in). */
export async function showOnBoard(entryId: number, bearer: Record<string, string>) {
  await fetch(`${site.baseURL}/app-api/races/${entryId}/board`, { method: 'PUT', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify({ show: true }) })
}
