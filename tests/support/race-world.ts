import path from 'node:path'
import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { normaliseEmail } from '../../src/entries/model'
import { appTokenFor } from './app-token'
import { pounds } from './prices'

const context = { disableRevalidate: true }
let made = 0

export type RaceEventOptions = {
  startDay: string
  endDay: string
  type?: 'open' | 'timeboxed'
  graceHours?: number
  timeboxHours?: number
  teamTarget?: 'members' | 'fixed'
  teamDistanceKm?: number
  title?: string
  /** Kilometres a day before runs are held; null for no cap (the event's default is 100). */
  dailyDistanceCapKm?: number | null
  /** Keys of the activity types the event counts, in order (run and walk by default). */
  activityTypes?: string[]
}

/** A published event with an adult entry type, for race tests. */
export async function raceEvent(payload: Payload, options: RaceEventOptions) {
  const n = ++made
  const media = await payload.create({ collection: 'media', data: { alt: 'Race' }, filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'), context })
  const event = await payload.create({
    collection: 'events',
    data: {
      title: options.title ?? `Race ${n}`,
      slug: `race-${n}-${Date.now()}`,
      shortDescription: 'A virtual race',
      eventStartDate: `${options.startDay}T00:00:00.000Z`,
      eventEndDate: `${options.endDay}T00:00:00.000Z`,
      eventType: options.type ?? 'open',
      image: media.id,
      individual: true,
      team: true,
      includesMedal: true,
      availableForPurchase: true,
      defaultPrice: 1500,
      entryDistances: [{ label: '10K', lengthKm: 10 }],
      graceHours: options.graceHours ?? 24,
      timeboxHours: options.timeboxHours ?? 24,
      teamTarget: options.teamTarget ?? 'members',
      teamDistanceKm: options.teamDistanceKm,
      ...(options.dailyDistanceCapKm !== undefined ? { dailyDistanceCapKm: options.dailyDistanceCapKm } : {}),
      ...(options.activityTypes ? { activityTypes: await activityTypeIds(payload, options.activityTypes) } : {}),
      _status: 'published',
    },
    context,
  })
  const variant = await payload.create({
    collection: 'variants',
    data: { kind: 'entry', event: event.id, title: 'Adult', sku: `RACE-${n}-${Date.now()}`, prices: pounds(1500), entryType: 'adult', isAvailable: true, hasUnlimitedStock: true } as never,
    context,
  })
  return { id: event.id, title: event.title, variantId: variant.id }
}

/** The ids of the activity types of these keys, in the order given. */
async function activityTypeIds(payload: Payload, keys: string[]): Promise<number[]> {
  const { docs } = await payload.find({ collection: 'activity-types', where: { key: { in: keys } }, depth: 0, pagination: false })
  return keys.map((key) => docs.find((doc) => doc.key === key)!.id)
}

export async function raceTeam(payload: Payload, event: { id: number }, name: string) {
  const team = await payload.create({
    collection: 'teams',
    data: { event: event.id, name, nameKey: name.toLowerCase(), captainEmail: 'captain@example.com', orderNumber: `T-${++made}`, distanceLabel: '30K', distanceKm: 30, timezone: 'Europe/London' },
    context,
  })
  return { id: team.id }
}

export type RunnerOptions = {
  email: string
  timezone?: string
  distanceKm?: number
  team?: { id: number }
  locale?: string
  firstName?: string
  lastName?: string
  startDate?: string
  startTime?: string
  noMedal?: boolean
}

/** A signed-up customer with a paid entry in `event`, and the bearer token of their app session. */
export async function entrant(payload: Payload, event: { id: number; variantId: number }, options: RunnerOptions) {
  const password = 'runner-password-1'
  const customer = await payload.create({
    collection: 'customers',
    data: { email: options.email, password, firstName: options.firstName ?? 'Ann', lastName: options.lastName ?? 'Runner', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email: options.email, password } })
  const entry = await payload.create({
    collection: 'entries',
    data: {
      event: event.id,
      variant: event.variantId,
      team: options.team?.id,
      entryPath: options.team ? 'join-team' : 'individual',
      entryType: 'adult',
      firstName: options.firstName ?? 'Ann',
      lastName: options.lastName ?? 'Runner',
      email: options.email,
      emailKey: normaliseEmail(options.email),
      distanceLabel: `${options.distanceKm ?? 10}K`,
      distanceKm: options.distanceKm ?? 10,
      timezone: options.timezone ?? 'Europe/London',
      startDate: options.startDate,
      startTime: options.startTime,
      noMedal: options.noMedal ?? false,
      orderNumber: `R-${++made}`,
      customerId: customer.id,
      entrantCustomerId: customer.id,
      locale: (options.locale ?? 'en') as never,
    },
    context,
  })
  return { customerId: customer.id, entryId: entry.id, bearer: { authorization: `Bearer ${await appTokenFor(customer.id, token!)}` }, cookie: { cookie: `payload-token=${token}` } }
}

/** A multipart upload of one file to the app API. */
export function uploadRequest(path: string, headers: Record<string, string>, bytes: Uint8Array | string, name: string, locale?: string) {
  const form = new FormData()
  form.set('file', new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name))
  return new NextRequest(new URL(path, 'http://localhost:3000'), { method: 'POST', headers: { ...headers, ...(locale ? { 'x-milepost-locale': locale } : {}) }, body: form })
}
