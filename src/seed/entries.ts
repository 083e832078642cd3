import type { Payload, RequestContext } from 'payload'
import { teamNameKey } from '../entries/model'
import { defaultLocale, type Locale, locales } from '../i18n/locales'

const context: RequestContext = { disableRevalidate: true }

/** A verified demo account for entering events (printed on start beside the admin's). */
export const demoRunner = { email: 'runner@milepost.run', password: 'milepost-runner' } as const

const relayGroups: Record<Locale, [string, string, string]> = {
  en: ['Open', 'Running clubs', 'Families'],
  fr: ['Ouvert', 'Clubs de course', 'Familles'],
  de: ['Offen', 'Laufvereine', 'Familien'],
  it: ['Aperto', 'Gruppi podistici', 'Famiglie'],
  nl: ['Vrij', 'Hardloopclubs', 'Gezinnen'],
  es: ['Abierto', 'Clubes de running', 'Familias'],
  'es-mx': ['Abierto', 'Clubes de corredores', 'Familias'],
  'fr-ca': ['Ouvert', 'Clubs de course', 'Familles'],
  sv: ['Öppen', 'Löparklubbar', 'Familjer'],
}

/** Teams to find and join (names with accents, to show that search ignores them). */
const demoTeams = [
  { event: 'midsummer-relay', name: 'Les Gazelles de Montréal', distance: 1, emblem: 'leaf', adults: 3, children: 1 },
  { event: 'midsummer-relay', name: 'Équipe Rapide', distance: 0, emblem: 'bolt', adults: 2, children: 0 },
  { event: 'midsummer-relay', name: 'Zürich Läufer', distance: 2, emblem: 'mountain', adults: 4, children: 0 },
  { event: '24-hour-challenge', name: 'Nordic Night Owls', distance: 0, emblem: 'star', adults: 2, children: 0 },
] as const

/** Demo entry data: the demo runner, the relay's groups and teams to join. Adds only what is missing. */
export async function seedEntries(payload: Payload): Promise<string[]> {
  const created: string[] = []
  if (!(await payload.count({ collection: 'customers', where: { email: { equals: demoRunner.email } } })).totalDocs) {
    await payload.create({ collection: 'customers', data: { ...demoRunner, firstName: 'Robin', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
    created.push('demo runner')
  }
  const events = new Map<string, { id: number; distances: { label: string; lengthKm: number }[]; start: string; type: string }>()
  for (const slug of new Set(demoTeams.map((t) => t.event))) {
    const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: slug } }, locale: defaultLocale, depth: 0, limit: 1 })
    const event = docs[0]
    if (!event) continue
    events.set(slug, { id: event.id, distances: event.entryDistances ?? [], start: event.eventStartDate.slice(0, 10), type: event.eventType })
    if (slug === 'midsummer-relay' && !event.groups?.length) {
      const saved = await payload.update({ collection: 'events', id: event.id, data: { groups: relayGroups.en.map((label) => ({ label })) }, locale: defaultLocale, context })
      for (const locale of locales.filter((l) => l !== defaultLocale)) {
        const groups = (saved.groups ?? []).map((g, i) => ({ id: g.id, label: relayGroups[locale][i]! }))
        await payload.update({ collection: 'events', id: event.id, data: { groups }, locale, context })
      }
      created.push('relay groups')
    }
  }
  for (const team of demoTeams) {
    const event = events.get(team.event)
    if (!event || (await payload.count({ collection: 'teams', where: { event: { equals: event.id }, nameKey: { equals: teamNameKey(team.name) } } })).totalDocs) continue
    const distance = event.distances[team.distance] ?? event.distances[0]!
    const timeboxed = event.type === 'timeboxed'
    await payload.create({
      collection: 'teams',
      data: {
        event: event.id,
        name: team.name,
        nameKey: teamNameKey(team.name),
        captainEmail: 'captain@example.com',
        orderNumber: 'DEMO',
        distanceLabel: distance.label,
        distanceKm: distance.lengthKm,
        timezone: 'Europe/London',
        startDate: timeboxed ? event.start : null,
        startTime: timeboxed ? '09:00' : null,
        adultEntries: team.adults,
        childEntries: team.children,
        emblem: team.emblem,
      },
      overrideAccess: true,
      context,
    })
    created.push(`team ${team.name}`)
  }
  return created
}
