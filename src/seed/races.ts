import type { Payload, RequestContext } from 'payload'
import { normaliseEmail, teamNameKey } from '../entries/model'
import type { Locale } from '../i18n/locales'
import { raceService, type RunInput } from '../races/service'
import { demoRunner } from './entries'

const context: RequestContext = { disableRevalidate: true }
const DAY_MS = 24 * 60 * 60_000

/** The demo runner's teammates on the Long Haul Challenge: verified accounts, to see the team's race as another member. */
export const demoTeammates = [
  { email: 'priya@milepost.run', password: 'milepost-teammate', firstName: 'Priya', lastName: 'Shah', locale: 'en', timezone: 'Europe/London' },
  { email: 'lea@milepost.run', password: 'milepost-teammate', firstName: 'Léa', lastName: 'Martin', locale: 'fr', timezone: 'Europe/Paris' },
] as const

const UNDER_WAY = 'long-haul-challenge'
const FINISHED = 'riverside-half'
const TEAM_NAME = 'Canal Path Crew'

/** A run: days after its event's first day, kilometres, minutes. */
type DemoRun = readonly [day: number, km: number, minutes: number]
type Person = { id: number; email: string; firstName: string; lastName: string; locale: Locale; timezone: string }
type DemoEvent = { id: number; startDay: string; endDay: string; variant: number; distances: { label: string; lengthKm: number }[] }
type DemoEntry = { orderNumber: string; person: Person; km: number; team?: { id: number; path: 'create-team' | 'join-team' }; onBoard: boolean; runs: DemoRun[] }

// The runs fall on the events' own days, so a demo made today tells the same story as one made in a year.
const teamRuns: DemoRun[][] = [
  [
    [5, 5.2, 31],
    [12, 7, 41],
    [18, 6.1, 36],
  ],
  [
    [2, 12, 68],
    [7, 10.5, 58],
    [11, 14, 82],
    [17, 8, 44],
  ],
  [
    [4, 4.5, 29],
    [15, 6, 37],
  ],
]
const finishedRuns: DemoRun[] = [
  [8, 7.2, 44],
  [19, 6.8, 40],
  [30, 7.4, 43],
]

/** Runs start between 06:00 and 17:00 UTC, a different hour each day (inside the window on any European clock). */
const startOf = (event: DemoEvent, run: DemoRun) => new Date(Date.parse(`${event.startDay}T06:00:00Z`) + run[0] * DAY_MS + ((run[0] * 7) % 12) * 3_600_000)
const endOf = (event: DemoEvent, runs: DemoRun[]) => Math.max(...runs.map((run) => startOf(event, run).getTime() + run[2] * 60_000))
/** The last day's midnight in UTC: every entrant's window is still open then, whatever their time zone (it closes as the day ends on their clock). */
const lastDayStarts = (event: DemoEvent) => Date.parse(`${event.endDay}T00:00:00Z`)

/**
 * The races of issue 17 in the demo: the demo runner captains a team of three on the Long Haul
 * Challenge (under way: some runs each, two on the leaderboard) and finished the Riverside Half
 * (certificate made, medal waiting for its address). Runs go through the race service, so the real
 * rules count them and finishing opens the medal shipment and queues the finisher's mail. Adds only
 * what is missing, and nothing while an event's dates no longer fit its story (an editor moved it).
 */
export async function seedRaces(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const runner = await customer(payload, demoRunner.email)
  if (!runner) return created
  const [underWay, finished] = [await eventOf(payload, UNDER_WAY), await eventOf(payload, FINISHED)]
  // Server modules: `server-only` must resolve to its server build outside Next (`npm start`, `npm run seed`).
  await import('../../scripts/lib/server-only.mjs')
  const [{ payloadRaceStore }, { jobCatalogue }, { finisherCertificate }, { certificatePictures }] = await Promise.all([
    import('../server/stores/race-store'),
    import('../server/jobs/catalogue'),
    import('../server/races/mails'),
    import('../server/races/finish-media'),
  ])
  const store = payloadRaceStore(payload, jobCatalogue)
  const now = Date.now()

  if (underWay && endOf(underWay, teamRuns.flat()) < now && now < lastDayStarts(underWay)) {
    const people = [runner]
    for (const mate of demoTeammates) {
      let person = await customer(payload, mate.email)
      if (!person) {
        const { email, password, firstName, lastName } = mate
        await payload.create({ collection: 'customers', data: { email, password, firstName, lastName, _verified: true }, disableVerificationEmail: true, context })
        person = (await customer(payload, mate.email))!
        created.push(`demo teammate ${mate.email}`)
      }
      people.push({ ...person, locale: mate.locale, timezone: mate.timezone })
    }
    const team = await teamOf(payload, underWay, runner, created)
    const entries: DemoEntry[] = [
      { orderNumber: 'DEMO-RACE-1', person: people[0]!, km: 50, team: { id: team, path: 'create-team' }, onBoard: true, runs: teamRuns[0]! },
      { orderNumber: 'DEMO-RACE-2', person: people[1]!, km: 100, team: { id: team, path: 'join-team' }, onBoard: true, runs: teamRuns[1]! },
      { orderNumber: 'DEMO-RACE-3', person: people[2]!, km: 50, team: { id: team, path: 'join-team' }, onBoard: false, runs: teamRuns[2]! },
    ]
    const service = raceService(store)
    for (const entry of entries) {
      const entryId = await enter(payload, underWay, entry)
      if (entryId === null) continue
      for (const run of entry.runs) await service.logRun(entry.person.id, entryId, entry.person.locale, demoRun(underWay, run))
      created.push(`race ${UNDER_WAY} ${entry.person.email}`)
    }
  }

  if (finished && lastDayStarts(finished) <= now && endOf(finished, finishedRuns) < lastDayStarts(finished)) {
    const entryId = await enter(payload, finished, { orderNumber: 'DEMO-RACE-4', person: runner, km: 21.1, onBoard: false, runs: finishedRuns })
    if (entryId !== null) {
      // Logged on the window's last day, as a runner would have (the rules refuse runs logged after it closes).
      const service = raceService(store, () => new Date(lastDayStarts(finished)))
      for (const run of finishedRuns) await service.logRun(runner.id, entryId, runner.locale, demoRun(finished, run))
      const race = await store.raceOfEntry(entryId)
      // The worker would make the certificate when it runs the queued mail; the demo shows it at once.
      if (race?.finishedAt) await store.saveCertificate(entryId, await finisherCertificate(race, await certificatePictures(payload, race.event.id, race.locale)), race.finishedAt)
      created.push(`race ${FINISHED} ${runner.email}, finished`)
    }
  }
  return created
}

const demoRun = (event: DemoEvent, run: DemoRun): RunInput => ({ startedAt: startOf(event, run), distanceMeters: run[1] * 1000, durationSeconds: run[2] * 60, activityType: 'run' })

async function customer(payload: Payload, email: string): Promise<Person | null> {
  const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const doc = docs[0]
  return doc ? { id: doc.id, email: doc.email, firstName: doc.firstName ?? '', lastName: doc.lastName ?? '', locale: 'en', timezone: 'Europe/London' } : null
}

async function eventOf(payload: Payload, slug: string): Promise<DemoEvent | null> {
  const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true })
  const event = docs[0]
  if (!event) return null
  const variants = await payload.find({ collection: 'variants', where: { event: { equals: event.id }, entryType: { equals: 'adult' } }, limit: 1, depth: 0 })
  const variant = variants.docs[0]
  if (!variant) return null
  return {
    id: event.id,
    startDay: event.eventStartDate.slice(0, 10),
    endDay: event.eventEndDate.slice(0, 10),
    variant: variant.id,
    distances: (event.entryDistances ?? []).map((d) => ({ label: d.label, lengthKm: d.lengthKm })),
  }
}

async function teamOf(payload: Payload, event: DemoEvent, captain: Person, created: string[]): Promise<number> {
  const nameKey = teamNameKey(TEAM_NAME)
  const { docs } = await payload.find({ collection: 'teams', where: { event: { equals: event.id }, nameKey: { equals: nameKey } }, limit: 1, depth: 0 })
  if (docs[0]) return docs[0].id
  const distance = event.distances.find((d) => d.lengthKm === 50) ?? event.distances[0]!
  const team = await payload.create({
    collection: 'teams',
    data: {
      event: event.id,
      name: TEAM_NAME,
      nameKey,
      captainEmail: captain.email,
      captainCustomerId: captain.id,
      orderNumber: 'DEMO-RACE-1',
      distanceLabel: distance.label,
      distanceKm: distance.lengthKm,
      timezone: captain.timezone,
      emblem: 'leaf',
    },
    overrideAccess: true,
    context,
  })
  created.push(`team ${TEAM_NAME}`)
  return team.id
}

/** The person's paid entry in the event; null when they have one already (one entry per person and event). */
async function enter(payload: Payload, event: DemoEvent, entry: DemoEntry): Promise<number | null> {
  const { person } = entry
  const emailKey = normaliseEmail(person.email)
  if ((await payload.count({ collection: 'entries', where: { event: { equals: event.id }, emailKey: { equals: emailKey } } })).totalDocs) return null
  const distance = event.distances.find((d) => d.lengthKm === entry.km) ?? event.distances[0]!
  const doc = await payload.create({
    collection: 'entries',
    data: {
      event: event.id,
      variant: event.variant,
      team: entry.team?.id,
      entryPath: entry.team?.path ?? 'individual',
      entryType: 'adult',
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      emailKey,
      distanceLabel: distance.label,
      distanceKm: distance.lengthKm,
      timezone: person.timezone,
      orderNumber: entry.orderNumber,
      customerId: person.id,
      entrantCustomerId: person.id,
      locale: person.locale,
      onBoard: entry.onBoard,
    },
    overrideAccess: true,
    context,
  })
  return doc.id
}
